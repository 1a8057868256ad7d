import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { NewUserForm } from './new-user-form';
import { UserRow } from './user-row';
import { usersQuery } from '../../lib/users-queries';

/** Administrators manage studio users and their roles; every change is audited by the BFF. */
export const UsersPage = () => {
  const users = useQuery(usersQuery);
  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1>Users</h1>
          <p className="page-lead">Roles decide who may read or save routing, manage profiles, run test transactions, read BI, manage users and read the audit log.</p>
        </div>
      </div>
      <NewUserForm />
      {users.isPending ? <LoadingState /> : users.isError ? <ErrorState title="Could not load users" error={users.error} onRetry={() => void users.refetch()} /> : (
        <table className="data-table">
          <thead>
            <tr>
              <th>User</th>
              <th>Role</th>
              <th>State</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.data.users.map((u) => (
              <UserRow key={u.id} user={u} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
