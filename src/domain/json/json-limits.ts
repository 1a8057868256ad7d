/**
 * Limits on every JSON body the studio's BFF and its sandbox gateway read, and on every JSON answer
 * the BFF reads from a gateway. One place, so the two sides and the editor cannot drift.
 *
 * - `maxDepth`: objects and arrays nested inside each other. A valid routing document of the
 *   largest depth the studio allows (`ROUTING_LIMITS.maxRuleDepth`) stays well below it; code that
 *   walks a parsed value recursively (schemas, validators, the audit write, PostgreSQL's jsonb
 *   input) stays far from any stack limit.
 * - `maxBytes`: the body size. A 20,000-rule document is about 2 MB; a 50,000-rule document with
 *   long parameters stays under this.
 */
export const JSON_LIMITS = { maxDepth: 256, maxBytes: 16 * 1024 * 1024 } as const;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, found by one scan of the text
 * (no parse, no recursion), so a hostile body is refused before any recursive code sees it.
 * Brackets inside strings do not count. Text that is not JSON is answered as the scan finds it:
 * the parse that follows reports it as malformed.
 */
export const jsonDepthExceeds = (text: string, limit: number = JSON_LIMITS.maxDepth): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth -= 1;
  }
  return false;
};

/** The message every interface answers a too-deep body with: it names the limit. */
export const tooDeepMessage = (limit: number = JSON_LIMITS.maxDepth): string =>
  `the JSON is nested deeper than ${limit} levels (the limit on objects and arrays inside each other)`;

export const tooLargeMessage = (limit: number = JSON_LIMITS.maxBytes): string =>
  `the body is larger than ${limit.toLocaleString('en-US')} bytes (the limit on this request's body)`;
