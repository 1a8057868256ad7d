import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from './document';
import { ROUTING_LIMITS } from './document-limits';
import { isPlainObject } from './plain-object';

/*
 * The document schemas' reading (document.ts) of a routing document, done by hand: the editor reads
 * a whole document as it opens, and zod's walk of a 5,000-rule tree took ~90 ms of the page's main
 * thread (the page's CSP forbids zod's compiled fast path), 200 ms for 20,000 rules.
 *
 * It only ever vouches for a document: where the input is anything but a plainly valid document (a
 * value the schema refuses, a `__proto__` key, an `undefined` member, an object that is not plain
 * JSON, rules beyond ROUTING_LIMITS) the answer is `undefined` and the caller asks the schema, which
 * says what is wrong. Where it answers, the answer is the schema's own, member order included (the
 * schema's members first in the schema's order, then unknown members as they came); property-tested
 * in read-document.property.test.ts.
 */

type Members = Record<string, unknown>;

/** Thrown inside the walk where the schema's reading is not certain; caught once at the top. */
const NOT_SURE = Symbol('not sure');
const unsure = (): never => {
  throw NOT_SURE;
};

const objectAt = (value: unknown): Members => (isPlainObject(value) ? value : unsure());
const text = (value: unknown): string => (typeof value === 'string' && value.length > 0 ? value : unsure());
const flag = (value: unknown): boolean => (typeof value === 'boolean' ? value : unsure());
const count = (value: unknown, max: number): number => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max ? value : unsure());

type Read = (value: unknown) => unknown;

/**
 * A reader of what a loose object's schema reads: the known members (each read by its own reader,
 * in `known`'s order, when present; `required` ones must be) then every other member as it is.
 * Built once per shape: a document reads thousands of rules with the same reader.
 *
 * Where the input already is that reading (its known members first and in `known`'s order, each read
 * as itself), the answer is the input: a document as the gateway writes it is read without a copy.
 * Copying every rule of a 5,000-rule document as it opened was ~20 ms of the page's main thread, most
 * of it the garbage collector's (CPU profiles of the bench's loads, 2026-11-29).
 */
const looseObject = (known: ReadonlyArray<readonly [name: string, read: Read, required?: boolean]>) => {
  const order = new Map(known.map(([name], i) => [name, i]));
  return (value: unknown): Members => {
    const input = objectAt(value);
    // Whether the input's members are in the reading's order: known ones ascending, unknown ones after.
    let inOrder = true;
    let last = -1;
    for (const key in input) {
      if (key === '__proto__' || input[key] === undefined) unsure();
      const at = order.get(key);
      if (at === undefined) last = known.length;
      else if (at < last) inOrder = false;
      else last = at;
    }
    // The copy is made only once a member reads as something else (or the order differs): every
    // known member before that one read as itself, so the input's own value is its reading.
    let out: Members | undefined = inOrder ? undefined : {};
    for (const [key, reader, required] of known) {
      if (key in input) {
        const member = reader(input[key]);
        if (out === undefined && member !== input[key]) {
          out = {};
          for (const [earlier] of known) {
            if (earlier === key) break;
            if (earlier in input) out[earlier] = input[earlier];
          }
        }
        if (out !== undefined) out[key] = member;
      } else if (required) unsure();
    }
    if (out === undefined) return input;
    for (const key in input) if (!order.has(key)) out[key] = input[key];
    return out;
  };
};

/** A record of unknown values: the schema's record reads the same members (as a copy; here the input itself, see looseObject). */
const anyMembers = (value: unknown): Members => {
  const input = objectAt(value);
  for (const key in input) if (key === '__proto__' || input[key] === undefined) unsure();
  return input;
};

/** A list read item by item: the input itself when every item reads as itself (see looseObject). */
const listOf = (read: Read) => (value: unknown): unknown[] => {
  if (!Array.isArray(value)) return unsure();
  let out: unknown[] | undefined;
  for (let i = 0; i < value.length; i += 1) {
    const item = read(value[i]);
    if (out === undefined && item !== value[i]) out = value.slice(0, i);
    out?.push(item);
  }
  return out ?? value;
};

const nullable = <T>(read: (value: unknown) => T) => (value: unknown): T | null => (value === null ? null : read(value));

const connectorRef = looseObject([['connector', text, true]]);
const route = looseObject([['connector', text, true], ['onFail', listOf(connectorRef)]]);
const condition = looseObject([['constraint', text, true], ['params', anyMembers, true]]);
const action = (value: unknown) => (value === 'enable' || value === 'disable' ? value : unsure());
const ruleId = (value: unknown) => (value === null || typeof value === 'string' ? value : unsure());

/** A reader of rule trees that counts rules and depth as ROUTING_LIMITS does (a document past them is the schema's to refuse). One per document: the count is the document's. */
const treeReader = (): Read => {
  let rules = 0;
  let depth = 0;
  const branch = (value: unknown): RuleNode | null => {
    if (value === null) return null;
    rules += 1;
    depth += 1;
    if (depth > ROUTING_LIMITS.maxRuleDepth || rules > ROUTING_LIMITS.maxRuleNodes) unsure();
    const node = ruleNode(value);
    depth -= 1;
    return node;
  };
  const ruleNode = looseObject([
    ['id', ruleId],
    ['if', condition],
    ['then', branch],
    ['else', branch],
    ['route', route],
    ['action', action],
  ]);
  return branch;
};

const attempt = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch (error) {
    if (error === NOT_SURE) return undefined;
    throw error;
  }
};

const version = (value: unknown) => (value === '1' ? value : unsure());

/** SingleMethodDocument's reading of `input`, or undefined where only the schema can say (see above). */
export const readSingleMethodDocument = (input: unknown): SingleMethodDocument | undefined =>
  attempt(() => {
    const document = looseObject([
      ['version', version, true],
      ['default', nullable(connectorRef)],
      ['rerouteRecurring', flag],
      ['tree', treeReader(), true],
    ]);
    return document(input) as SingleMethodDocument;
  });

/** MultiMethodDocument's reading of `input`, or undefined where only the schema can say (see above). */
export const readMultiMethodDocument = (input: unknown): MultiMethodDocument | undefined =>
  attempt(() => {
    // One count over every method's trees, as ROUTING_LIMITS counts a document's rules.
    const ruleTree = looseObject([['tree', treeReader(), true]]);
    const methodBlock = looseObject([
      ['method', text, true],
      ['defaultConnector', nullable(connectorRef)],
      ['disabled', flag],
      ['rerouteRecurring', flag],
      ['convertDebitToPreauth', flag],
      ['availability', nullable(ruleTree)],
      ['routing', nullable(ruleTree)],
    ]);
    const document = looseObject([
      ['version', version, true],
      ['defaultActionDisable', nullable(flag)],
      ['paymentSelectionMaxRetries', nullable((v) => count(v, 9))],
      ['paymentSelectionExpiryHours', nullable((v) => count(v, Number.MAX_SAFE_INTEGER))],
      ['methods', listOf(methodBlock), true],
    ]);
    return document(input) as MultiMethodDocument;
  });
