import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@domain/auth/permissions';
import { sessionQuery } from './session-query';

/** The current session (inside the session gate it is always there) and a permission check for hiding UI. */
export const useSession = () => {
  const { data } = useQuery(sessionQuery);
  return { session: data, can: (permission: Permission) => data?.permissions.includes(permission) ?? false };
};
