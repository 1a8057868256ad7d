import './styles.css';
import './fit-layout.css';
import './phone-layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './app-routes';
import { startFirstReads } from './first-reads';
import { preloadPageAt } from './lazy-pages';
import { Providers } from './providers';
import { preloadRoutingPageAt } from './routing-route';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
preloadRoutingPageAt(location.pathname);
preloadPageAt(location.pathname);
const queryClient = createQueryClient();
startFirstReads(queryClient, location.pathname);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
