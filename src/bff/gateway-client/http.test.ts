import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callGateway } from './http';

const Answer = z.object({ success: z.literal(true), routing: z.object({ version: z.string() }) });
const answering = (...texts: string[]) => {
  const fetch = vi.fn(async () => new Response(texts.shift() ?? texts.at(-1) ?? '', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const get = (path = '/api/provisioning/getConnectorRouting/CO-1') =>
  callGateway({ baseUrl: 'http://gateway.test', path, method: 'GET', credentials: { username: 'u', password: 'p' }, schema: Answer });

afterEach(() => vi.unstubAllGlobals());

describe('callGateway remembers the last answer to a GET', () => {
  it('hands out the same parsed body for the same text, without parsing it again', async () => {
    const text = JSON.stringify({ success: true, routing: { version: '1' } });
    answering(text, text);
    const parse = vi.spyOn(Answer, 'safeParse');
    const first = await get('/a');
    const second = await get('/a');
    expect(first).toEqual({ ok: true, status: 200, body: { success: true, routing: { version: '1' } } });
    expect(second.ok && first.ok && second.body).toBe(first.ok && first.body);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('parses a changed answer, and never remembers a refused one', async () => {
    answering(JSON.stringify({ success: true, routing: { version: '1' } }), JSON.stringify({ success: true, routing: { version: '2' } }), '{"success":true,"routing":{}}', '{"success":true,"routing":{}}');
    expect(await get('/b')).toMatchObject({ body: { routing: { version: '1' } } });
    expect(await get('/b')).toMatchObject({ body: { routing: { version: '2' } } });
    await expect(get('/b')).rejects.toThrow();
    await expect(get('/b')).rejects.toThrow();
  });
});
