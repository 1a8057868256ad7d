import { queryOptions } from '@tanstack/react-query';
import { api, setCsrfToken } from './api-client';

export const sessionKeys = { current: ['session'] as const };

/** The signed-in user; a 401 means "show the sign-in form". The CSRF token is handed to the API client on the way. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.current,
  queryFn: async () => {
    const session = await api.session();
    setCsrfToken(session.csrfToken);
    return session;
  },
  retry: false,
  staleTime: 5 * 60_000,
});
