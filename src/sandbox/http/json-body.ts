import { JSON_LIMITS, jsonDepthExceeds, tooDeepMessage } from '@domain/json/json-limits';
import { UNSTORABLE_REASON, unstorableFieldOf } from '@domain/json/storable-text';

/**
 * The sandbox's one reading of a JSON body, shared by its lenient parser (provisioning, profiles)
 * and the transaction interface (which parses only after checking the signature on the raw bytes).
 * Refused before anything recursive or the database sees it: text nested deeper than
 * `JSON_LIMITS.maxDepth` (scanned, not parsed) and strings PostgreSQL cannot store (NUL, unpaired
 * surrogates). The real gateway's behaviour is unknown; refusing names the field, where cleaning
 * would silently store another identifier than the merchant sent.
 */
export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'empty' | 'not-json' | 'too-deep' }
  | { ok: false; problem: 'unstorable'; field: string[] };

export const readJsonBody = (text: string): JsonBody => {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  if (jsonDepthExceeds(text, JSON_LIMITS.maxDepth)) return { ok: false, problem: 'too-deep' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const field = unstorableFieldOf(value);
  return field ? { ok: false, problem: 'unstorable', field } : { ok: true, value };
};

export const TOO_DEEP = tooDeepMessage();

/** "Invalid parameter '<field>': contains a character …", the field joined with `separator`. */
export const unstorableMessage = (field: string[], separator: string) =>
  field.length ? `Invalid parameter '${field.join(separator)}': it ${UNSTORABLE_REASON}` : `Invalid request: the body ${UNSTORABLE_REASON}`;
