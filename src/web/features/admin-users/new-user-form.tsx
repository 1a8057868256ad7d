import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Role, ROLE_LABELS } from '@domain/auth/permissions';
import { api, errorMessage } from '../../lib/api-client';
import { userKeys } from '../../lib/users-queries';

const empty = { username: '', displayName: '', role: 'viewer' as Role, password: '' };

export const NewUserForm = () => {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(empty);
  const create = useMutation({
    mutationFn: () => api.createUser(form),
    onSuccess: () => {
      setForm(empty);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const field = (key: keyof typeof empty) => ({ value: form[key], onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }) });
  return (
    <form className="inline-form" onSubmit={submit} aria-label="Add a user">
      <label>
        Username <input required {...field('username')} />
      </label>
      <label>
        Name <input required {...field('displayName')} />
      </label>
      <label>
        Role
        <select {...field('role')}>
          {Role.options.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Password <input type="password" required minLength={10} autoComplete="new-password" {...field('password')} />
      </label>
      <button type="submit" className="primary" disabled={create.isPending}>
        Add user
      </button>
      {create.isError ? <p role="alert" className="form-error">{errorMessage(create.error)}</p> : null}
      {create.isSuccess ? <p role="status">Added {create.data.username}.</p> : null}
    </form>
  );
};
