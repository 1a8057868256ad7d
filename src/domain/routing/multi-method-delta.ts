import { sameJson } from '../json/same-json';
import type { MethodBlock, MultiMethodDocument } from './document';

const TOP_LEVEL = ['defaultActionDisable', 'paymentSelectionMaxRetries', 'paymentSelectionExpiryHours'] as const;

const key = (method: string) => method.toLowerCase();

/** The default connector a block leaves at the gateway: `null`/omitted keeps the current one. */
const effectiveDefault = (block: MethodBlock, old: MethodBlock | undefined): string | null => block.defaultConnector?.connector ?? old?.defaultConnector?.connector ?? null;

/** A method block as the gateway holds it after a set (gateway-contract §2), for comparing like with like. */
const gatewayView = (block: MethodBlock, old: MethodBlock | undefined) => {
  const { method: _m, defaultConnector: _d, disabled, rerouteRecurring, convertDebitToPreauth, availability, routing, ...extras } = block;
  return {
    defaultConnector: effectiveDefault(block, old),
    disabled: disabled ?? false,
    rerouteRecurring: rerouteRecurring ?? false,
    convertDebitToPreauth: convertDebitToPreauth ?? false,
    availability: availability?.tree ? availability : null,
    routing: routing?.tree ? routing : null,
    extras,
  };
};

/** Whether `block` changes what the gateway holds for its method (`old`, undefined for a method it has no block for). */
export const methodChanged = (old: MethodBlock | undefined, block: MethodBlock): boolean => !old || !sameJson(gatewayView(old, undefined), gatewayView(block, old));

/**
 * A method being switched off goes out as `{method, disabled: true}`, the form the gateway documents
 * for disabling. Per the contract that block replaces the method's trees and flags, so whatever
 * trees and flags the edited block carries are dropped: `disableLosses` names them for the user.
 */
export const sentAsBareDisable = (old: MethodBlock | undefined, block: MethodBlock): boolean => (block.disabled ?? false) && !(old?.disabled ?? false);

export interface MultiMethodDelta {
  /** The set request: changed top-level fields and changed method blocks only. */
  request: MultiMethodDocument;
  /** For each block of the request, its index in the full document (to place the gateway's error paths). */
  documentIndexOf: number[];
}

/**
 * What to send to save `next` over `live`: the gateway leaves omitted methods and omitted top-level
 * fields untouched, so an unchanged method (perhaps authored in the admin interface with conditions
 * the multi-method endpoint rejects) never causes a rejection. A top-level field left empty (null)
 * keeps the gateway's value, so it is not sent either.
 */
export const multiMethodDelta = (live: MultiMethodDocument, next: MultiMethodDocument): MultiMethodDelta => {
  const request: MultiMethodDocument = { version: next.version, methods: [] };
  for (const field of TOP_LEVEL) if (next[field] != null && !sameJson(live[field], next[field])) (request as Record<string, unknown>)[field] = next[field];
  const before = new Map(live.methods.map((b) => [key(b.method), b]));
  const documentIndexOf: number[] = [];
  next.methods.forEach((block, index) => {
    const old = before.get(key(block.method));
    if (!methodChanged(old, block)) return;
    if (sentAsBareDisable(old, block)) {
      // A default connector changed together with the switch-off still goes out: omitted would keep the old one.
      const connector = effectiveDefault(block, old);
      const moved = connector !== null && connector !== (old?.defaultConnector?.connector ?? null);
      request.methods.push({ method: block.method, disabled: true, ...(moved ? { defaultConnector: { connector } } : {}) });
    } else request.methods.push(block);
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
