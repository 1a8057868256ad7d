import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, ApiClientError, errorMessage, setCsrfToken } from '../../lib/api-client';
import { forgetFailedSignIns, noteFailedSignIn, type SignInLock } from './sign-in-failures';
import { roleHome } from '../../lib/role-home';
import { sessionKeys } from '../../lib/session-query';
import { PageTitle } from '../../components/page-title';

/** The sign-in form shown in place of any page while there is no session. */
export const LoginPage = ({ reason }: { reason?: string }) => {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [locked, setLocked] = useState<{ username: string; lock: SignInLock } | null>(null);
  const login = useMutation({
    mutationFn: () => api.login({ username, password }),
    onError: (error) => {
      const lock = error instanceof ApiClientError ? error.body.error.signInLock : undefined;
      setLocked(lock && noteFailedSignIn(username, lock, Date.now()) ? { username, lock } : null);
    },
    onSuccess: (session) => {
      forgetFailedSignIns(username);
      setCsrfToken(session.csrfToken);
      queryClient.setQueryData(sessionKeys.current, session);
      // Everything fetched while signed out failed with 401: fetch it again as this user.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      if (location.pathname === '/' && roleHome(session.user.role) !== '/') void navigate(`${roleHome(session.user.role)}${location.search}`, { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  return (
    <section className="page login-page">
      <PageTitle parts={['Sign in']} />
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">Sign in to Routing Studio</h1>
        {reason ? <p className="muted">{reason}</p> : null}
        <label>
          Username
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required autoFocus />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {login.isError ? (
          <p role="alert" className="form-error">
            {locked
              ? `The account ${locked.username} is locked for ${locked.lock.minutes} minutes after ${locked.lock.afterFailures} failed sign-ins in a row. Wait, or ask an administrator to unlock it.`
              : errorMessage(login.error)}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
};
