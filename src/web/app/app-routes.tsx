import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { ROUTING_PAGE_PATH } from '../lib/early-reads';
import { PageTitle } from '../components/page-title';
import { ConnectorListPage } from '../features/connectors/connector-list-page';
import { AppShell } from './app-shell';
import { LAZY_PAGE_PATHS as PATHS, lazyPages } from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { RoutingRoute } from './routing-route';

const { biConsole, profiles, testTransactions, users, changeRequests, changeRequest, audit } = lazyPages;

/** A page with its own document title (the routing page names its connector itself), shown when its code has loaded. */
const Titled = ({ title, page }: { title: string; page: ReactNode }) => (
  <>
    <PageTitle parts={[title]} />
    <Suspense fallback={<LoadingState />}>{page}</Suspense>
  </>
);

export const AppRoutes = () => (
  <Routes>
    <Route element={<AppShell />}>
      <Route index element={<Titled title="Connectors" page={<ConnectorListPage />} />} />
      {/* The early routing fetch (index.html's first script) recognises this page by the same path. */}
      <Route path={ROUTING_PAGE_PATH} element={<RoutingRoute />} />
      <Route path={PATHS.changeRequests} element={<Titled title="Change requests" page={<changeRequests.Component />} />} />
      <Route
        path={PATHS.changeRequest}
        element={
          <Suspense fallback={<LoadingState />}>
            <changeRequest.Component />
          </Suspense>
        }
      />
      <Route path={PATHS.profiles} element={<Titled title="Profiles" page={<profiles.Component />} />} />
      <Route path={PATHS.testTransactions} element={<Titled title="Test transactions" page={<testTransactions.Component />} />} />
      <Route
        path={PATHS.biConsole}
        element={
          <Titled
            title="BI console"
            page={<biConsole.Component />}
          />
        }
      />
      <Route path={PATHS.users} element={<Titled title="Users" page={<users.Component />} />} />
      <Route path={PATHS.audit} element={<Titled title="Audit log" page={<audit.Component />} />} />
      <Route path="*" element={<Titled title="Page not found" page={<NotFoundPage />} />} />
    </Route>
  </Routes>
);
