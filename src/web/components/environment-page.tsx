import type { ReactNode } from 'react';
import type { Permission } from '@domain/auth/permissions';
import { useCurrentEnvironment } from '../lib/use-current-environment';
import { useSession } from '../lib/use-session';
import { LoadingState } from './loading-state';

export interface EnvironmentPageProps {
  title: string;
  lead: string;
  /** Without it the page says so instead of showing anything (the BFF refuses anyway). */
  permission: Permission;
  denied: string;
  /** The page body for the environment in the URL; remounted when the environment changes. */
  children(env: string): ReactNode;
}

/** A page that works in one environment and needs one permission. */
export const EnvironmentPage = ({ title, lead, permission, denied, children }: EnvironmentPageProps) => {
  const { can } = useSession();
  const env = useCurrentEnvironment().current?.id;
  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1>{title}</h1>
          <p className="page-lead">{lead}</p>
        </div>
      </div>
      {!can(permission) ? <p className="notice">{denied}</p> : env ? <div key={env}>{children(env)}</div> : <LoadingState />}
    </section>
  );
};
