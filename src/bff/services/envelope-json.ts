import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';
import type { RoutingEnvelope } from '@contracts/bff-api';

const documentTexts = new WeakMap<object, string>();
const compressed = new WeakMap<object, { rest: string; body: Promise<Buffer> }>();
const brotli = promisify(brotliCompress);

/** The envelope's members but its document, as JSON without the closing brace, and the document's text (made once per document object). */
const parts = (envelope: RoutingEnvelope): { rest: string; document: string } => {
  const { document, ...rest } = envelope;
  let text = documentTexts.get(document);
  if (text === undefined) documentTexts.set(document, (text = JSON.stringify(document)));
  return { rest: JSON.stringify(rest).slice(0, -1), document: text };
};

// The document last, where the envelope's readers (and JSON.stringify of it) have it.
const joined = ({ rest, document }: { rest: string; document: string }): string => `${rest},"document":${document}}`;

/**
 * A routing envelope as JSON, as JSON.stringify writes it, its document's text made once per document
 * object: the gateway client hands out the same parsed document for the same answer (callGateway's
 * memo), so every load of an unchanged document reused it, and writing a 5,000-rule document again
 * for each load was a fifth of the BFF's work on it. Documents are never changed in place
 * (revision.ts relies on that too).
 */
export const routingEnvelopeJson = (envelope: RoutingEnvelope): string => joined(parts(envelope));

/**
 * The same JSON compressed with brotli (at the quality @fastify/compress uses for the other
 * answers), once per document object and envelope: the next load of an unchanged document sends
 * the bytes made for the last one. Compressing a 20,000-rule document's 2.5 MB took the BFF more
 * CPU than the rest of its GET. Off the event loop (zlib's thread pool), like @fastify/compress.
 */
export const routingEnvelopeBrotli = (envelope: RoutingEnvelope): Promise<Buffer> => {
  const made = parts(envelope);
  const kept = compressed.get(envelope.document);
  if (kept?.rest === made.rest) return kept.body;
  const json = joined(made);
  const body = brotli(json, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
  compressed.set(envelope.document, { rest: made.rest, body });
  // A failed compression is not kept: the next load tries again.
  body.catch(() => compressed.delete(envelope.document));
  return body;
};

/** Whether an Accept-Encoding header takes brotli (named, and not with q=0). */
export const acceptsBrotli = (header: string | undefined): boolean =>
  (header ?? '').split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    return name.toLowerCase() === 'br' && !params.some((param) => /^q=0(\.0*)?$/i.test(param));
  });
