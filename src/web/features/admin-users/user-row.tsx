import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, UserSummary } from '@contracts/bff-auth';
import { Role, ROLE_LABELS } from '@domain/auth/permissions';
import { api, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { userKeys } from '../../lib/users-queries';

const SELF_NOTE = 'You cannot disable your own account or take away your own administrator role: another administrator can.';

export const UserRow = ({ user }: { user: UserSummary }) => {
  const queryClient = useQueryClient();
  // The BFF refuses it too (SELF_LOCKOUT); offering it would only lead to that refusal, or lock the last administrator out.
  const self = useSession().session?.user.id === user.id;
  const noteId = `self-note-${user.id}`;
  const update = useMutation({
    mutationFn: (change: UpdateUserRequest) => api.updateUser(user.id, change),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
  const resetPassword = () => {
    const password = window.prompt(`New password for ${user.username} (at least 10 characters)`);
    if (password) update.mutate({ password });
  };
  return (
    <tr data-testid="user-row">
      <td>
        <strong>{user.displayName}</strong> <span className="muted">{user.username}</span>
        {self ? (
          <p className="cell-note" id={noteId}>
            This is you. {SELF_NOTE}
          </p>
        ) : null}
      </td>
      <td>
        <select aria-label={`Role of ${user.username}`} value={user.role} onChange={(e) => update.mutate({ role: e.target.value as Role })} disabled={update.isPending || self} aria-describedby={self ? noteId : undefined}>
          {Role.options.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </td>
      <td>{user.disabled ? 'Disabled' : user.locked ? 'Locked (too many failed sign-ins)' : 'Active'}</td>
      <td className="row-actions">
        <button type="button" onClick={() => update.mutate({ disabled: !user.disabled })} disabled={self} aria-describedby={self ? noteId : undefined}>
          {user.disabled ? 'Enable' : 'Disable'}
        </button>
        {user.locked && !user.disabled ? (
          <button type="button" onClick={() => update.mutate({ unlock: true })} disabled={update.isPending}>
            Unlock
          </button>
        ) : null}
        <button type="button" onClick={resetPassword}>
          Reset password
        </button>
        {update.isError ? <span role="alert" className="form-error">{errorMessage(update.error)}</span> : null}
      </td>
    </tr>
  );
};
