import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { listAudit } from '../audit/audit-log';
import { findUserByName } from '../auth/users-repo';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { addUser, parseAddUserArgs } from './add-user';
import { noGatewayConfig } from '../test/no-gateway-config';

describe('user:add arguments', () => {
  it('names what is missing or wrong', () => {
    expect(parseAddUserArgs({ username: 'ada', role: 'qa' })).toEqual({ username: 'ada', role: 'qa', displayName: 'ada' });
    expect(() => parseAddUserArgs({ role: 'qa' })).toThrow(/^--username is missing/);
    expect(() => parseAddUserArgs({ username: 'ada', role: 'boss' })).toThrow(/^--role must be one of admin, routing-editor, support, qa, viewer, not 'boss'/);
  });
});

describe('adding a user from the command line', () => {
  let database: StudioDatabase;
  beforeAll(async () => {
    database = await openStudioDatabase();
  });
  afterAll(async () => database?.close());

  it('creates the user with an argon2id hash and audits it under the operator', async () => {
    await addUser(database.db, { username: 'grace', role: 'routing-editor', displayName: 'Grace H.', password: 'grace-Strong-2026' }, 'cli:ops');
    expect((await findUserByName(database.db, 'grace'))?.passwordHash).toMatch(/^\$argon2id\$/);
    const [entry] = await listAudit(database.db, { action: 'user.create', limit: 1 });
    expect(entry).toMatchObject({ actor: 'cli:ops', target: 'user:grace', outcome: 'success', after: { role: 'routing-editor', displayName: 'Grace H.' }, detail: { via: 'npm run user:add' } });
  });

  it('refuses a taken username or a weak password, and audits the refusal with its reason', async () => {
    await expect(addUser(database.db, { username: 'grace', role: 'viewer', displayName: 'Other', password: 'other-Strong-2026' }, 'cli:ops')).rejects.toThrow("A user named 'grace' exists already");
    await expect(addUser(database.db, { username: 'linus', role: 'viewer', displayName: 'Linus', password: 'short' }, 'cli:ops')).rejects.toThrow(/at least 10 characters/);
    const entries = await listAudit(database.db, { action: 'user.create', outcome: 'refused', limit: 5 });
    expect(entries.map((e) => [e.target, (e.detail as { code: string }).code])).toEqual([
      ['user:linus', 'WEAK_PASSWORD'],
      ['user:grace', 'USERNAME_TAKEN'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('other-Strong-2026');
  });
});

/** The real command, as an operator runs it: `npm run user:add` is `tsx src/bff/cli/add-user-command.ts`. */
const run = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const entry = fileURLToPath(new URL('./add-user-command.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

describe('npm run user:add', () => {
  it('adds a first administrator who can then sign in, and refuses a second with the same name', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'user-add-'));
    const env = { DATA_DIR: dataDir, STUDIO_USER_PASSWORD: 'first-Admin-2026' };
    const added = await run(['--username', 'root-admin', '--role', 'admin', '--name', 'Root Admin'], env);
    expect(added).toMatchObject({ code: 0, stdout: 'Added root-admin (admin).\n' });
    const again = await run(['--username', 'root-admin', '--role', 'viewer'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("A user named 'root-admin' exists already");
    const badRole = await run(['--username', 'x1', '--role', 'boss'], env);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toMatch(/--role must be one of/);

    const database = await openStudioDatabase({ dataDir });
    try {
      const entries = await listAudit(database.db, { action: 'user.create', limit: 10 });
      expect(entries.map((e) => [e.target, e.outcome])).toEqual([
        ['user:root-admin', 'refused'],
        ['user:root-admin', 'success'],
      ]);
      expect(entries[1]!.actor).toMatch(/^cli/);

      const app = await buildApp({ config: noGatewayConfig, db: database });
      const login = await app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'root-admin', password: 'first-Admin-2026' } });
      expect(login.json()).toMatchObject({ user: { username: 'root-admin', displayName: 'Root Admin', role: 'admin' } });
      await app.close();
    } finally {
      await database.close();
    }
  }, 180_000);
});
