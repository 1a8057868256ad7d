import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS } from '@domain/auth/permissions';
import { api, setCsrfToken } from '../../lib/api-client';
import { sessionKeys } from '../../lib/session-query';
import { useSession } from '../../lib/use-session';

export const UserMenu = () => {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: api.logout,
    onSettled: () => {
      setCsrfToken(null);
      // Nothing of the signed-out user stays in the cache; the session query refetches (401) and the gate shows the sign-in form.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.current[0] });
      void queryClient.resetQueries({ queryKey: sessionKeys.current });
    },
  });
  if (!session) return null;
  return (
    <div className="user-menu" data-testid="user-menu">
      <span title={session.user.username}>
        {session.user.displayName} <span className="muted user-role">· {ROLE_LABELS[session.user.role]}</span>
      </span>
      <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Sign out
      </button>
    </div>
  );
};
