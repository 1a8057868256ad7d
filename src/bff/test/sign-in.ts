import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@domain/auth/permissions';
import { demoUser, DEMO_USERS } from '@fixtures/studio-users';
import { seedUsersIfEmpty } from '../auth/seed-users';
import type { StudioDb } from '../db/client';

export const seedDemoUsers = (db: StudioDb) => seedUsersIfEmpty(db, DEMO_USERS);

export interface Client {
  cookie: string;
  csrf: string;
  /** `app.inject` as this user: session cookie always, CSRF token on every request. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** Signs in as the demo user of `role` through the real login route. */
export const signIn = async (app: FastifyInstance, role: Role, options: { remoteAddress?: string } = {}): Promise<Client> => {
  const { username, password } = demoUser(role);
  const res = await app.inject({ method: 'POST', url: '/api/session/login', payload: { username, password }, ...options });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.cookies.find((c) => c.name === 'studio_session')!.value);
  const csrf = res.json().csrfToken as string;
  return {
    cookie,
    csrf,
    inject: (options) => app.inject({ ...options, cookies: { studio_session: cookie, ...options.cookies }, headers: { 'x-csrf-token': csrf, ...options.headers } }),
  };
};
