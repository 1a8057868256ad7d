import { negotiate } from '@fastify/accept-negotiator';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The SPA's built assets (`<webDir>/assets/`), served from memory with a year's immutable caching.
 *
 * Vite names every file there after a hash of its content, so a name's bytes never change: the files
 * are read once (with the `.br` and `.gz` the build writes beside them) and each later request is
 * answered from memory. @fastify/static, which still serves everything else, opens, stats, reads and
 * closes the file on every request (about 2 ms of the BFF's CPU each, measured: a routing page
 * loads some 20 of them, at the moment the browser wants that CPU too), and answered them
 * `max-age=0`, so every later visit revalidated each one.
 *
 * A name not read yet is looked for on disk, so a rebuild is served without a restart (its names
 * are new); a name not on disk is not remembered.
 */

/** The encodings the build writes beside each asset, in the order the BFF prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

// What the build puts in assets/; anything else is served as bytes (nosniff is on: the type must be right).
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

// One path segment of ordinary characters: no directories, no dot segments, nothing to decode.
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

interface Asset {
  type: string;
  /** Strong validator of the content, the same for every encoding of it (suffixed per encoding). */
  tag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The encodings written beside it, in the BFF's order: what the negotiation chooses from. */
  offered: Encoding[];
}

const readIfThere = async (path: string): Promise<Buffer | undefined> => {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
    throw error;
  }
};

const readAsset = async (dir: string, name: string): Promise<Asset | undefined> => {
  const identity = await readIfThere(join(dir, name));
  if (!identity) return undefined;
  const encoded: Asset['encoded'] = {};
  for (const { name: encoding, suffix } of ENCODINGS) {
    const bytes = await readIfThere(join(dir, name + suffix));
    if (bytes) encoded[encoding] = bytes;
  }
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const offered = ENCODINGS.map(({ name: encoding }) => encoding).filter((encoding) => encoded[encoding]);
  return { type: TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream', tag, identity, encoded, offered };
};

/** True when an If-None-Match header names the tag (or is `*`). */
export const matchesTag = (header: string | undefined, tag: string): boolean =>
  header !== undefined && header.split(',').some((entry) => {
    const value = entry.trim().replace(/^W\//, '');
    return value === '*' || value === tag;
  });

export const registerHashedAssets = (app: FastifyInstance, webDir: string) => {
  const dir = join(webDir, 'assets');
  // The promise, so concurrent first requests for a name read it once.
  const read = new Map<string, Promise<Asset | undefined>>();
  const lookUp = (name: string) => {
    let pending = read.get(name);
    if (!pending) {
      pending = readAsset(dir, name);
      read.set(name, pending);
      // A miss (or a failed read) is not kept: the next build may bring the name.
      const forget = () => void read.delete(name);
      void pending.then((asset) => {
        if (!asset) forget();
      }, forget);
    }
    return pending;
  };

  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const { name } = request.params;
    // Source maps are not served even when a build made them (VITE_SOURCEMAP=1 for debugging).
    const asset = ASSET_NAME.test(name) && !name.endsWith('.map') ? await lookUp(name) : undefined;
    if (!asset) return reply.callNotFound();
    const encoding = (asset.offered.length ? negotiate(request.headers['accept-encoding'] ?? '', asset.offered) : null) as Encoding | null;
    const etag = `"${asset.tag}${encoding ? `-${encoding}` : ''}"`;
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    if (matchesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.type(asset.type).send(encoding ? asset.encoded[encoding] : asset.identity);
  });
};
