import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { ROUTING_PAGE_PATH } from '../lib/early-routing';
import { PageTitle } from '../components/page-title';
import { ConnectorListPage } from '../features/connectors/connector-list-page';
import { AppShell } from './app-shell';
import { NotFoundPage } from './not-found-page';
import { RoutingRoute } from './routing-route';

// CodeMirror (the console's editor) loads with the console, not with the first page.
const BiConsolePage = lazy(() => import('../features/bi-console/bi-console-page').then((m) => ({ default: m.BiConsolePage })));
// Each role's own page loads when opened (react-hook-form and the profile views are not the
// connector list's): the first page's JavaScript stays under issue 16's 150 kB (gzip).
const ProfilesPage = lazy(() => import('../features/profiles/profiles-page').then((m) => ({ default: m.ProfilesPage })));
const TestTransactionsPage = lazy(() => import('../features/test-transactions/test-transactions-page').then((m) => ({ default: m.TestTransactionsPage })));
const UsersPage = lazy(() => import('../features/admin-users/users-page').then((m) => ({ default: m.UsersPage })));
const ChangeRequestsPage = lazy(() => import('../features/change-requests/change-requests-page').then((m) => ({ default: m.ChangeRequestsPage })));
const ChangeRequestPage = lazy(() => import('../features/change-requests/change-request-page').then((m) => ({ default: m.ChangeRequestPage })));
const AuditPage = lazy(() => import('../features/audit-log/audit-page').then((m) => ({ default: m.AuditPage })));

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
      <Route path="env/:env/change-requests" element={<Titled title="Change requests" page={<ChangeRequestsPage />} />} />
      <Route
        path="env/:env/change-requests/:id"
        element={
          <Suspense fallback={<LoadingState />}>
            <ChangeRequestPage />
          </Suspense>
        }
      />
      <Route path="profiles" element={<Titled title="Profiles" page={<ProfilesPage />} />} />
      <Route path="transactions" element={<Titled title="Test transactions" page={<TestTransactionsPage />} />} />
      <Route
        path="bi"
        element={
          <Titled
            title="BI console"
            page={<BiConsolePage />}
          />
        }
      />
      <Route path="admin/users" element={<Titled title="Users" page={<UsersPage />} />} />
      <Route path="admin/audit" element={<Titled title="Audit log" page={<AuditPage />} />} />
      <Route path="*" element={<Titled title="Page not found" page={<NotFoundPage />} />} />
    </Route>
  </Routes>
);
