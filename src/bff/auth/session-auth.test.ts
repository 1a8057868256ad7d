import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { listAudit } from '../audit/audit-log';
import { users } from '../db/schema';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { demoUser } from '@fixtures/studio-users';
import { seedDemoUsers, signIn } from '../test/sign-in';
import { noGatewayConfig as config } from '../test/no-gateway-config';

let db: StudioDatabase;
let clock = new Date('2026-11-21T09:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const app = () => buildApp({ config, db, now: () => clock, auth: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, maxFailures: 3, lockMs: 10 * 60_000 } });
const login = async (a: Awaited<ReturnType<typeof app>>, username: string, password: string) =>
  a.inject({ method: 'POST', url: '/api/session/login', payload: { username, password } });

beforeAll(async () => {
  db = await openStudioDatabase();
  await seedDemoUsers(db.db);
});
afterAll(async () => db?.close());

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Strict cookie, Secure only behind HTTPS', async () => {
    const a = await app();
    const { username, password } = demoUser('viewer');
    const res = await login(a, username, password);
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/studio_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
    const behindTls = await buildApp({ config, db, trustProxy: true });
    const tls = await behindTls.inject({ method: 'POST', url: '/api/session/login', headers: { 'x-forwarded-proto': 'https' }, payload: { username, password } });
    expect(String(tls.headers['set-cookie'])).toMatch(/Secure/);
    expect(res.json()).toMatchObject({ user: { username, role: 'viewer' }, permissions: ['routing:read', 'bi:read'] });
  });

  it('ends a session after the idle timeout and after the absolute lifetime', async () => {
    const a = await app();
    const c = await signIn(a, 'viewer');
    advance(29 * 60_000);
    expect((await c.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    advance(31 * 60_000);
    expect((await c.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const busy = await signIn(a, 'viewer');
    for (let hour = 0; hour < 12; hour += 1) {
      advance(20 * 60_000);
      expect((await busy.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
      advance(20 * 60_000);
      await busy.inject({ method: 'GET', url: '/api/session' });
      advance(20 * 60_000);
      await busy.inject({ method: 'GET', url: '/api/session' });
    }
    advance(60_000); // 12 hours and a minute after sign-in, never idle for more than 20 minutes
    expect((await busy.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
  });

  it('logs out', async () => {
    const a = await app();
    const c = await signIn(a, 'qa');
    expect((await c.inject({ method: 'POST', url: '/api/session/logout' })).statusCode).toBe(200);
    expect((await c.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
  });

  it('refuses mutating requests without the CSRF token', async () => {
    const a = await app();
    const c = await signIn(a, 'admin');
    const none = await a.inject({ method: 'POST', url: '/api/users', cookies: { studio_session: c.cookie }, payload: {} });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('CSRF');
    const wrong = await c.inject({ method: 'POST', url: '/api/users', headers: { 'x-csrf-token': 'forged' }, payload: {} });
    expect(wrong.json().error.code).toBe('CSRF');
    expect((await c.inject({ method: 'POST', url: '/api/users', payload: {} })).statusCode).toBe(400);
  });

  it('locks an account after repeated failures, audits them, and unlocks after the lock time', async () => {
    const a = await app();
    const { username, password } = demoUser('support');
    for (let i = 0; i < 3; i += 1) expect((await login(a, username, 'wrong-password')).statusCode).toBe(401);
    const locked = await login(a, username, password);
    expect(locked.statusCode).toBe(401);
    advance(11 * 60_000);
    expect((await login(a, username, password)).statusCode).toBe(200);
    const failures = await listAudit(db.db, { actor: username, action: 'session.login', outcome: 'refused', limit: 10 });
    expect(failures.length).toBe(4);
    expect(failures[0]!.detail).toMatchObject({ reason: 'locked' });
  });

  it('lets an administrator unlock a locked account before its lock runs out (audited); the list says it was locked', async () => {
    const a = await app();
    const { username, password } = demoUser('qa');
    for (let i = 0; i < 3; i += 1) await login(a, username, 'wrong-password');
    const admin = await signIn(a, 'admin');
    const listed = (await admin.inject({ method: 'GET', url: '/api/users' })).json().users.find((u: { username: string }) => u.username === username);
    expect(listed).toMatchObject({ locked: true });
    const unlocked = await admin.inject({ method: 'PATCH', url: `/api/users/${listed.id}`, payload: { unlock: true } });
    expect(unlocked.json()).toMatchObject({ locked: false });
    expect((await login(a, username, password)).statusCode).toBe(200);
    const [entry] = await listAudit(db.db, { action: 'user.update', limit: 1 });
    expect(entry).toMatchObject({ actor: 'admin', after: { unlock: true } });
  });

  it('answers an unknown user, a wrong password and any password during a lock alike (status and body)', async () => {
    const a = await app();
    const { username, password } = demoUser('viewer');
    for (let i = 0; i < 3; i += 1) await login(a, username, 'wrong-password');
    const answers = await Promise.all([login(a, 'nobody-at-all', 'x'), login(a, username, 'wrong-again'), login(a, username, password)]);
    const shapes = answers.map((res) => ({ status: res.statusCode, error: { ...res.json().error, requestId: undefined } }));
    expect(shapes[0]).toEqual({
      status: 401,
      error: { code: 'INVALID_CREDENTIALS', message: expect.stringMatching(/^Wrong username or password\. After 3 failed sign-ins in a row an account is locked for 10 minutes\.$/), signInLock: { afterFailures: 3, minutes: 10 } },
    });
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    advance(11 * 60_000);
    expect((await login(a, username, password)).statusCode).toBe(200);
  });

  it('counts sign-ins sent at once atomically: wrong ones and the right one together lock the account and refuse the right one', async () => {
    const a = await app();
    const { username, password } = demoUser('qa');
    const attempts = [...Array.from({ length: 15 }, () => 'wrong-password'), password];
    const answers = await Promise.all(attempts.map((p) => login(a, username, p)));
    expect(answers.map((r) => r.statusCode)).toEqual(attempts.map(() => 401));
    const [row] = await db.db.select().from(users).where(eq(users.username, username));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(clock.getTime());
    expect((await login(a, username, password)).statusCode).toBe(401);
    advance(11 * 60_000);
    expect((await login(a, username, password)).statusCode).toBe(200);
  });

  it('locks at once when more wrong passwords than allowed arrive together, checking no more of them than allowed', async () => {
    const a = await app();
    const { username } = demoUser('routing-editor');
    const before = (await listAudit(db.db, { limit: 1 }))[0]?.id ?? 0;
    await Promise.all(Array.from({ length: 19 }, () => login(a, username, 'wrong-password')));
    const entries = (await listAudit(db.db, { actor: username, action: 'session.login', limit: 50 })).filter((e) => e.id > before);
    const reasons = entries.map((e) => (e.detail as { reason: string }).reason);
    expect(reasons).toHaveLength(19);
    expect(reasons.filter((r) => r === 'wrong password')).toHaveLength(3);
    expect(reasons.filter((r) => r === 'locked')).toHaveLength(16);
    const [row] = await db.db.select().from(users).where(eq(users.username, username));
    expect(row!.lockedUntil).not.toBeNull();
    advance(11 * 60_000);
  });
});

describe('sign-in protection', () => {
  it('answers 429 to the 21st sign-in within a minute from one address, not to another address', async () => {
    const a = await app();
    const attempt = (remoteAddress: string) => a.inject({ method: 'POST', url: '/api/session/login', remoteAddress, payload: { username: 'nobody-here', password: 'wrong-password' } });
    for (let i = 0; i < 20; i += 1) expect((await attempt('10.0.0.7')).statusCode, `attempt ${i + 1}`).toBe(401);
    // The wait counts down in real time: twenty refused sign-ins on a loaded machine can take over a second.
    const limited = await attempt('10.0.0.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests from this address: try again in (1 minute|[1-5]?\d seconds?)\.$/) });
    expect((await attempt('10.0.0.8')).statusCode).toBe(401);
  });

  it('stores argon2id hashes only, for seeded, created and changed passwords', async () => {
    const a = await app();
    const admin = await signIn(a, 'admin');
    const created = await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'hash-check', displayName: 'Hash', role: 'viewer', password: 'hash-Check-2026' } });
    await admin.inject({ method: 'PATCH', url: `/api/users/${created.json().id}`, payload: { password: 'hash-Changed-2026' } });
    const rows = await db.db.select({ username: users.username, hash: users.passwordHash }).from(users);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.hash, row.username).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(rows.find((r) => r.username === 'hash-check')!.hash).not.toContain('hash-Changed-2026');
  });
});

describe('user management', () => {
  it('creates users with strong passwords only, ends sessions on a role change, and audits it', async () => {
    const a = await app();
    const admin = await signIn(a, 'admin');
    const weak = await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'bob', displayName: 'Bob', role: 'viewer', password: 'short' } });
    expect(weak.statusCode).toBe(400);
    const created = await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'bob', displayName: 'Bob', role: 'viewer', password: 'bob-Strong-2026' } });
    expect(created.statusCode).toBe(201);
    const bob = await login(a, 'bob', 'bob-Strong-2026');
    const bobCookie = String(bob.cookies[0]!.value);
    const id = created.json().id as number;
    expect((await admin.inject({ method: 'PATCH', url: `/api/users/${id}`, payload: { role: 'qa' } })).json()).toMatchObject({ role: 'qa' });
    expect((await a.inject({ method: 'GET', url: '/api/session', cookies: { studio_session: bobCookie } })).statusCode).toBe(401);
    const self = await admin.inject({ method: 'PATCH', url: '/api/users/1', payload: { disabled: true } });
    expect(self.json().error.code).toBe('SELF_LOCKOUT');
    const audit = await admin.inject({ method: 'GET', url: '/api/audit?action=user.&target=user:bob' });
    // Newest first: the role change, the creation, and the refused weak password with its reason.
    expect(audit.json().entries).toEqual([
      expect.objectContaining({ action: 'user.update', outcome: 'success', before: expect.objectContaining({ role: 'viewer' }), after: { role: 'qa' } }),
      expect.objectContaining({ action: 'user.create', outcome: 'success', after: { role: 'viewer', displayName: 'Bob' } }),
      expect.objectContaining({ action: 'user.create', outcome: 'refused', detail: expect.objectContaining({ status: 400, code: 'WEAK_PASSWORD' }) }),
    ]);
  });
});
