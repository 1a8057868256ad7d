import type { MethodBlock, MultiMethodDocument } from './document';

const TOP_LEVEL = ['defaultActionDisable', 'paymentSelectionMaxRetries', 'paymentSelectionExpiryHours'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const key = (method: string) => method.toLowerCase();

/** A method block as the gateway would hold it after a set, for comparing like with like. */
const normalised = (block: MethodBlock) => ({
  defaultConnector: block.defaultConnector?.connector ?? null,
  disabled: block.disabled ?? false,
  rerouteRecurring: block.rerouteRecurring ?? false,
  convertDebitToPreauth: block.convertDebitToPreauth ?? false,
  availability: block.availability?.tree ?? null,
  routing: block.routing?.tree ?? null,
});

export interface MultiMethodDelta {
  /** The set request: changed top-level fields and changed method blocks only. */
  request: MultiMethodDocument;
  /** For each block of the request, its index in the full document (to place the gateway's error paths). */
  documentIndexOf: number[];
}

/**
 * What to send to save `next` over `live`: the gateway leaves omitted methods and omitted top-level
 * fields untouched, so an unchanged method (perhaps authored in the admin interface with conditions
 * the multi-method endpoint rejects) never causes a rejection. A method switched off is sent as
 * `{method, disabled: true}`, the form the gateway documents for disabling.
 */
export const multiMethodDelta = (live: MultiMethodDocument, next: MultiMethodDocument): MultiMethodDelta => {
  const request: MultiMethodDocument = { version: next.version, methods: [] };
  for (const field of TOP_LEVEL) if (!same(live[field], next[field])) (request as Record<string, unknown>)[field] = next[field] ?? null;
  const before = new Map(live.methods.map((b) => [key(b.method), b]));
  const documentIndexOf: number[] = [];
  next.methods.forEach((block, index) => {
    const old = before.get(key(block.method));
    if (old && same(normalised(old), normalised(block))) return;
    request.methods.push(block.disabled && !(old?.disabled ?? false) ? { method: block.method, disabled: true } : block);
    documentIndexOf.push(index);
  });
  return { request, documentIndexOf };
};

/** Rewrites `methods/<i>/…` from an index in the request sent to the index in the full document. */
export const documentPathOf = (path: string, documentIndexOf: readonly number[]): string =>
  path.replace(/^methods\/(\d+)(?=\/|$)/, (whole, i: string) => {
    const index = documentIndexOf[Number(i)];
    return index === undefined ? whole : `methods/${index}`;
  });
