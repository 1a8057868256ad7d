import Fastify, { type InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { inputErrors, registerZodSchemas } from './zod-schemas';

/** The 400 a route's schema gives is the one `parseInput` gave by hand: the one error shape, the first field named. */
const app = Fastify();
registerZodSchemas(app);
registerErrorHandler(app, { spaShell: false });
const api = app.withTypeProvider<ZodTypeProvider>();
const Body = z.object({ items: z.array(z.object({ amount: z.number().positive('must be greater than 0') })), note: z.string().trim().max(5, 'at most 5 characters').optional() });
api.post('/things/:id', { schema: { params: z.object({ id: z.coerce.number().int() }), body: Body } }, async (request) => ({ id: request.params.id, note: request.body.note ?? null }));
api.get('/search', { schema: { querystring: z.object({ limit: z.coerce.number().max(10) }) } }, async (request) => ({ limit: request.query.limit }));
api.post('/sign-in', { schema: { body: z.object({ username: z.string() }) }, schemaErrorFormatter: inputErrors({ body: 'sign-in' }) }, async () => ({ ok: true }));
afterAll(() => app.close());

const errorOf = async (options: InjectOptions) => {
  const res = await app.inject(options);
  expect(res.statusCode).toBe(400);
  return res.json().error as { code: string; message: string; requestId: string };
};

describe('route schemas', () => {
  it('hand the handler parsed values', async () => {
    const res = await app.inject({ method: 'POST', url: '/things/7', payload: { items: [{ amount: 1 }], note: ' hi ' } });
    expect(res.json()).toEqual({ id: 7, note: 'hi' });
  });

  it('answer a mistake with a 400 that names the part, the field and the rule', async () => {
    expect(await errorOf({ method: 'POST', url: '/things/7', payload: { items: [{ amount: 0 }] } })).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid request body: items.0.amount: must be greater than 0' });
    expect((await errorOf({ method: 'POST', url: '/things/x', payload: { items: [] } })).message).toBe('Invalid path: id: Invalid input: expected number, received NaN');
    expect((await errorOf({ method: 'GET', url: '/search?limit=11' })).message).toBe('Invalid filter: limit: Too big: expected number to be <=10');
    expect((await errorOf({ method: 'POST', url: '/sign-in', payload: {} })).message).toBe('Invalid sign-in: username: Invalid input: expected string, received undefined');
  });

  it('call a body that is not an object a value', async () => {
    const error = await errorOf({ method: 'POST', url: '/things/7', payload: '[1]', headers: { 'content-type': 'application/json' } });
    expect(error.message).toBe('Invalid request body: value: Invalid input: expected object, received array');
    expect(error.requestId).toEqual(expect.any(String));
    // No body at all: Fastify validates it as null (parseInput by hand saw undefined).
    expect((await errorOf({ method: 'POST', url: '/things/7' })).message).toBe('Invalid request body: value: Invalid input: expected object, received null');
  });
});
