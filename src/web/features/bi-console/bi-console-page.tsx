import { EnvironmentPage } from '../../components/environment-page';
import { BiConsole } from './bi-console';

/** The BI query console: what the BI data source holds, asked in its own query language. */
export const BiConsolePage = () => (
  <EnvironmentPage
    title="BI query console"
    lead="Search and aggregate this environment’s transaction records with the BI data source’s query DSL or a query string."
    permission="bi:read"
    denied="Your role may not read BI data."
  >
    {(env) => <BiConsole env={env} />}
  </EnvironmentPage>
);
