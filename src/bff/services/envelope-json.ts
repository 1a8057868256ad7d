import type { RoutingEnvelope } from '@contracts/bff-api';

const documentTexts = new WeakMap<object, string>();

/**
 * A routing envelope as JSON, as JSON.stringify writes it, its document's text made once per document
 * object: the gateway client hands out the same parsed document for the same answer (callGateway's
 * memo), so every load of an unchanged document reused it, and writing a 5,000-rule document again
 * for each load was a fifth of the BFF's work on it. Documents are never changed in place
 * (revision.ts relies on that too).
 */
export const routingEnvelopeJson = (envelope: RoutingEnvelope): string => {
  const { document, ...rest } = envelope;
  let text = documentTexts.get(document);
  if (text === undefined) documentTexts.set(document, (text = JSON.stringify(document)));
  // The document last, where the envelope's readers (and JSON.stringify of it) have it.
  return `${JSON.stringify(rest).slice(0, -1)},"document":${text}}`;
};
