import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS } from '../../../domain/auth/permissions';
import { api, setCsrfToken } from '../../lib/api-client';
import { sessionKeys } from './session-query';
import { useSession } from './use-session';

export const UserMenu = () => {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: api.logout,
    onSettled: () => {
      setCsrfToken(null);
      queryClient.clear();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.current });
    },
  });
  if (!session) return null;
  return (
    <div className="user-menu" data-testid="user-menu">
      <span title={session.user.username}>
        {session.user.displayName} <span className="muted">· {ROLE_LABELS[session.user.role]}</span>
      </span>
      <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Sign out
      </button>
    </div>
  );
};
