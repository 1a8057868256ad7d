import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { UsersPage } from '../features/admin-users/users-page';
import { AuditPage } from '../features/audit-log/audit-page';
import { ConnectorListPage } from '../features/connectors/connector-list-page';
import { ProfilesPage } from '../features/profiles/profiles-page';
import { TestTransactionsPage } from '../features/test-transactions/test-transactions-page';
import { AppShell } from './app-shell';
import { NotFoundPage } from './not-found-page';

// React Flow is most of the bundle; the connector list should not wait for it.
const RoutingPage = lazy(() => import('../features/routing/routing-page').then((m) => ({ default: m.RoutingPage })));
// CodeMirror (the console's editor) loads with the console, not with the first page.
const BiConsolePage = lazy(() => import('../features/bi-console/bi-console-page').then((m) => ({ default: m.BiConsolePage })));

export const AppRoutes = () => (
  <Routes>
    <Route element={<AppShell />}>
      <Route index element={<ConnectorListPage />} />
      <Route
        path="env/:env/connectors/:guid"
        element={
          <Suspense fallback={<LoadingState />}>
            <RoutingPage />
          </Suspense>
        }
      />
      <Route path="profiles" element={<ProfilesPage />} />
      <Route path="transactions" element={<TestTransactionsPage />} />
      <Route
        path="bi"
        element={
          <Suspense fallback={<LoadingState />}>
            <BiConsolePage />
          </Suspense>
        }
      />
      <Route path="admin/users" element={<UsersPage />} />
      <Route path="admin/audit" element={<AuditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
