import { useState, type MouseEvent } from 'react';
import { Link, Outlet } from 'react-router';
import { ChangesNavLink } from '../components/upcoming-changes';
import { EnvironmentIndicator } from '../features/environment/environment-indicator';
import { EnvironmentSwitcher } from '../features/environment/environment-switcher';
import { KeepEnvironmentInUrl } from '../features/environment/keep-environment-in-url';
import { ProductionBanner } from '../features/environment/production-banner';
import { SessionGate } from '../features/session/session-gate';
import { withEnvironment } from '../lib/environment-in-url';
import { useCurrentEnvironment } from '../lib/use-current-environment';
import { useSession } from '../lib/use-session';
import { UserMenu } from '../features/session/user-menu';
import { lazyPages, preloadOnIntent } from './lazy-pages';

/** A link that keeps the current environment: leaving a production page must not leave production quietly. */
const useEnvironmentLink = () => {
  const env = useCurrentEnvironment().current?.id;
  return (path: string) => withEnvironment(path, env);
};

const MainNav = () => {
  const { can } = useSession();
  const to = useEnvironmentLink();
  const env = useCurrentEnvironment().current?.id;
  return (
    <nav className="app-nav" aria-label="Main">
      <Link to={to('/')}>Connectors</Link>
      {env ? <ChangesNavLink env={env} {...preloadOnIntent(lazyPages.changeRequests)} /> : null}
      {can('profiles:read') ? <Link to={to('/profiles')} {...preloadOnIntent(lazyPages.profiles)}>Profiles</Link> : null}
      {can('transactions:run') ? <Link to={to('/transactions')} {...preloadOnIntent(lazyPages.testTransactions)}>Test transactions</Link> : null}
      {can('bi:read') ? <Link to={to('/bi')} {...preloadOnIntent(lazyPages.biConsole)}>BI console</Link> : null}
      {can('users:manage') ? <Link to={to('/admin/users')} {...preloadOnIntent(lazyPages.users)}>Users</Link> : null}
      {can('audit:read') ? <Link to={to('/admin/audit')} {...preloadOnIntent(lazyPages.audit)}>Audit log</Link> : null}
    </nav>
  );
};

/**
 * The header: one row at every width, its parts never overlapping. Below 1366px the user's role
 * gives way; below 1100px the brand keeps its mark and the environment its kind (Sandbox,
 * Production); below 760px navigation, environment switcher and user menu fold into a menu button
 * (a disclosure), so nothing wraps or runs off a phone's screen.
 */
export const AppShell = () => {
  const { session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // A link chosen in the folded menu closes it.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };
  return (
    <div className="app">
      <header className="app-header">
        {/* Plain "/": KeepEnvironmentInUrl brings back the environment this tab works in. */}
        <Link to="/" className="brand" aria-label="Routing Studio">
          <svg className="brand-mark" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <rect width="24" height="24" rx="6" fill="currentColor" />
            <path d="M12 5v5M12 10l-5 5v3M12 10l5 5v3" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="brand-name">Routing Studio</span>
        </Link>
        {session ? (
          <>
            <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="app-menu" onClick={() => setMenuOpen(!menuOpen)}>
              Menu
            </button>
            <EnvironmentIndicator />
            <div id="app-menu" className={`app-menu${menuOpen ? ' open' : ''}`} onClick={closeOnLink}>
              <MainNav />
              <EnvironmentSwitcher />
              <UserMenu />
            </div>
          </>
        ) : null}
      </header>
      {session ? <ProductionBanner /> : null}
      <main className="app-main">
        <SessionGate>
          <KeepEnvironmentInUrl>
            <Outlet />
          </KeepEnvironmentInUrl>
        </SessionGate>
      </main>
    </div>
  );
};
