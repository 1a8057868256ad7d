import { Link } from 'react-router';

export const NotFoundPage = () => (
  <section className="page">
    <h1>Page not found</h1>
    <p>
      <Link to="/">Back to the connectors</Link>
    </p>
  </section>
);
