import './styles.css';
import './fit-layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { preloadPageAt } from './lazy-pages';
import { Providers } from './providers';
import { preloadRoutingPageAt } from './routing-route';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
preloadRoutingPageAt(location.pathname);
preloadPageAt(location.pathname);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
