import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@domain/auth/audit-actions';
import { buildApp } from '../app';
import { listAudit } from '../audit/audit-log';
import { PUBLIC, SIGNED_IN } from '../auth/access';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { noGatewayConfig as config } from '../test/no-gateway-config';

let db: StudioDatabase;
beforeAll(async () => {
  db = await openStudioDatabase();
});
afterAll(async () => db?.close());


describe('every API route declares who may call it and, if it changes anything, how it is audited', () => {
  it('refuses at start-up an API route without an access rule', async () => {
    const app = await buildApp({ config, db });
    expect(() => app.get('/api/new-thing', async () => ({}))).toThrow('API route GET /api/new-thing declares no access rule');
  });

  it('refuses at start-up a mutating API route without an audit action, whatever its method', async () => {
    const app = await buildApp({ config, db });
    for (const method of ['post', 'put', 'patch', 'delete'] as const)
      expect(() => app[method]('/api/new-thing', { config: { access: SIGNED_IN } }, async () => ({})), method).toThrow(`Mutating API route ${method.toUpperCase()} /api/new-thing declares no audit action`);
    expect(() => app.get('/api/read-only', { config: { access: SIGNED_IN } }, async () => ({}))).not.toThrow();
  });

  it('audits a declared mutating route without the handler doing anything', async () => {
    const app = await buildApp({ config, db });
    // An action of its own (outside the real list) so no other entry can match the filter below.
    app.post('/api/ping', { config: { access: PUBLIC, audit: 'test.ping' as AuditAction } }, async (request, reply) => reply.status((request.body as { status: number }).status).send({}));
    await app.inject({ method: 'POST', url: '/api/ping', payload: { status: 201 } });
    await app.inject({ method: 'POST', url: '/api/ping', payload: { status: 503 } });
    const entries = await listAudit(db.db, { action: 'test.ping', limit: 5 });
    expect(entries.map((e) => [e.actor, e.outcome])).toEqual([
      ['anonymous', 'failure'],
      ['anonymous', 'success'],
    ]);
  });
});
