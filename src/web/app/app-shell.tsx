import { Link, Outlet } from 'react-router';
import { EnvironmentIndicator } from '../features/environment/environment-indicator';
import { EnvironmentSwitcher } from '../features/environment/environment-switcher';
import { ProductionBanner } from '../features/environment/production-banner';
import { SessionGate } from '../features/session/session-gate';
import { useSession } from '../lib/use-session';
import { UserMenu } from '../features/session/user-menu';

export const AppShell = () => {
  const { session, can } = useSession();
  return (
    <div className="app">
      <header className="app-header">
        <Link to="/" className="brand">
          <svg className="brand-mark" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <rect width="24" height="24" rx="6" fill="currentColor" />
            <path d="M12 5v5M12 10l-5 5v3M12 10l5 5v3" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Routing Studio
        </Link>
        {session ? (
          <>
            <nav className="app-nav" aria-label="Main">
              <Link to="/">Connectors</Link>
              {can('users:manage') ? <Link to="/admin/users">Users</Link> : null}
              {can('audit:read') ? <Link to="/admin/audit">Audit log</Link> : null}
            </nav>
            <EnvironmentSwitcher />
            <EnvironmentIndicator />
            <UserMenu />
          </>
        ) : null}
      </header>
      {session ? <ProductionBanner /> : null}
      <main className="app-main">
        <SessionGate>
          <Outlet />
        </SessionGate>
      </main>
    </div>
  );
};
