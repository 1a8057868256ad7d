import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { MultiMethodDocument, SingleMethodDocument } from './document';
import { ROUTING_LIMITS, routingLimitIssue } from './document-limits';
import { readMultiMethodDocument, readSingleMethodDocument } from './read-document';

/** Every object and array inside a JSON value, with a way to change it. */
const containersOf = (value: unknown, out: Array<Record<string, unknown> | unknown[]> = []) => {
  if (value !== null && typeof value === 'object') {
    out.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containersOf(child, out);
  }
  return out;
};

const ODD_VALUES: unknown[] = [
  null, '', 'x', '1', 'enable', 'disable', 0, 1, -1, 1.5, 9, 10, 2 ** 53, true, false, [], {}, [{}], [{ connector: '' }], [{ connector: 'c' }],
  { connector: '' }, { connector: 'c' }, { constraint: 'Currency', params: {} }, { constraint: '', params: {} }, { constraint: 'X', params: [] },
  { id: null, route: { connector: 'c' } }, { tree: null }, { tree: { action: 'enable' } }, { method: 'Creditcard' },
];
/** Values just past what a member allows, for the exhaustive test below. */
const NEAR_MISSES: unknown[] = ['Enable', 'x', '2', 1, 10, 2 ** 53 + 2, -0.5, 'enable ', { connector: 1 }, [null], { constraint: 'X', params: null }];
const MEMBER_NAMES = ['id', 'if', 'then', 'else', 'route', 'action', 'onFail', 'connector', 'constraint', 'params', 'version', 'default', 'tree', 'rerouteRecurring',
  'methods', 'method', 'defaultConnector', 'disabled', 'convertDebitToPreauth', 'availability', 'routing', 'defaultActionDisable', 'paymentSelectionMaxRetries',
  'paymentSelectionExpiryHours', 'constructor', 'toString', 'futureMember', '__proto__'];

type Mutation = { at: number; op: 'set' | 'delete' | 'add'; name: string; value: unknown };
const arbMutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('set' as const, 'delete' as const, 'add' as const),
  name: fc.constantFrom(...MEMBER_NAMES),
  value: fc.constantFrom(...ODD_VALUES),
});

/** A copy of `doc` with a few members somewhere in it changed, removed or added, as JSON.parse would return it. */
const mutated = (doc: unknown, mutations: readonly Mutation[]): unknown => {
  const copy = JSON.parse(JSON.stringify(doc)) as unknown;
  for (const { at, op, name, value } of mutations) {
    const containers = containersOf(copy);
    const target = containers[at % containers.length]!;
    const keys = Object.keys(target);
    const key = Array.isArray(target) || op !== 'add' ? keys[at % Math.max(keys.length, 1)] : name;
    if (key === undefined) continue;
    if (op === 'delete' && !Array.isArray(target)) delete (target as Record<string, unknown>)[key];
    // defineProperty: an own "__proto__" member, as JSON.parse makes one.
    else Object.defineProperty(target, key, { value: structuredClone(value), enumerable: true, writable: true, configurable: true });
  }
  return JSON.parse(JSON.stringify(copy)) as unknown;
};

/** The reader agrees with the schema: it answers exactly where the schema accepts (but for "__proto__" members, left to the schema), with the same value and member order. */
const agrees = (input: unknown, read: (input: unknown) => unknown, schema: { safeParse(input: unknown): { success: boolean; data?: unknown } }) => {
  const byHand = read(input);
  const parsed = schema.safeParse(input);
  if (byHand !== undefined) {
    expect(parsed.success).toBe(true);
    expect(JSON.stringify(byHand)).toBe(JSON.stringify(parsed.data));
    expect(byHand).toEqual(parsed.data);
  } else if (!JSON.stringify(input).includes('"__proto__"')) {
    expect(parsed.success).toBe(false);
  }
  return byHand !== undefined;
};

describe('reading a routing document by hand', () => {
  it('reads every valid single-method document as the schema does (unknown members, newer conditions, member order)', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ extraMembers: true, unknownConditions: true, maxDepth: 4 }), (doc) => {
        expect(agrees(JSON.parse(JSON.stringify(doc)), readSingleMethodDocument, SingleMethodDocument)).toBe(true);
      }),
      { numRuns: 300, seed: 16 },
    );
  });

  it('reads every valid multi-method document as the schema does', () => {
    fc.assert(
      fc.property(arbMultiMethodDocument({ extraMembers: true }), (doc) => {
        expect(agrees(JSON.parse(JSON.stringify(doc)), readMultiMethodDocument, MultiMethodDocument)).toBe(true);
      }),
      { numRuns: 300, seed: 16 },
    );
  });

  it('answers where the schema accepts and leaves to the schema what it refuses, for documents changed anywhere', () => {
    let answered = 0;
    let runs = 0;
    fc.assert(
      fc.property(arbSingleMethodDocument({ extraMembers: true, unknownConditions: true }), fc.array(arbMutation, { minLength: 1, maxLength: 3 }), (doc, mutations) => {
        runs += 1;
        if (agrees(mutated(doc, mutations), readSingleMethodDocument, SingleMethodDocument)) answered += 1;
      }),
      { numRuns: 3000, seed: 16 },
    );
    fc.assert(
      fc.property(arbMultiMethodDocument({ extraMembers: true }), fc.array(arbMutation, { minLength: 1, maxLength: 3 }), (doc, mutations) => {
        runs += 1;
        if (agrees(mutated(doc, mutations), readMultiMethodDocument, MultiMethodDocument)) answered += 1;
      }),
      { numRuns: 3000, seed: 16 },
    );
    // Both sides were exercised: changed documents the schema still accepts, and ones it refuses.
    expect(answered).toBeGreaterThan(runs / 10);
    expect(answered).toBeLessThan(runs * 0.9);
  });

  it('agrees with the schema on every member of a full document set to each odd value, or removed', () => {
    const leaf = (connector: string) => ({ id: 'r2', route: { connector, onFail: [{ connector: 'b' }], futureRoute: 1 } });
    const tree = { id: 'r1', if: { constraint: 'Currency', params: { currency: ['EUR'] } }, then: leaf('a'), else: { id: null, action: 'enable' }, futureNode: 'x' };
    const single = { version: '1', default: { connector: 'd' }, rerouteRecurring: true, tree, futureDoc: {} };
    const block = { method: 'Creditcard', defaultConnector: { connector: 'd' }, disabled: false, rerouteRecurring: true, convertDebitToPreauth: false, availability: { tree }, routing: { tree } };
    const multi = { version: '1', defaultActionDisable: false, paymentSelectionMaxRetries: 3, paymentSelectionExpiryHours: 24, methods: [block] };
    for (const [doc, read, schema] of [[single, readSingleMethodDocument, SingleMethodDocument], [multi, readMultiMethodDocument, MultiMethodDocument]] as const) {
      expect(agrees(doc, read, schema)).toBe(true);
      const places = containersOf(JSON.parse(JSON.stringify(doc))).length;
      for (let at = 0; at < places; at += 1) {
        const keys = Object.keys(containersOf(JSON.parse(JSON.stringify(doc)))[at]!);
        for (let k = 0; k < keys.length; k += 1) {
          const copy = JSON.parse(JSON.stringify(doc)) as unknown;
          const target = containersOf(copy)[at] as Record<string, unknown>;
          for (const value of [...ODD_VALUES, ...NEAR_MISSES, undefined]) {
            if (value === undefined) delete target[keys[k]!];
            else target[keys[k]!] = structuredClone(value);
            agrees(JSON.parse(JSON.stringify(copy)), read, schema);
          }
        }
      }
    }
  });

  it('leaves documents past the rule limits to the schema, which names the limit', () => {
    const chain = (depth: number): unknown => {
      let node: unknown = { route: { connector: 'c' } };
      for (let i = 1; i < depth; i += 1) node = { if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: node };
      return { version: '1', tree: node };
    };
    expect(agrees(chain(ROUTING_LIMITS.maxRuleDepth), readSingleMethodDocument, SingleMethodDocument)).toBe(true);
    expect(readSingleMethodDocument(chain(ROUTING_LIMITS.maxRuleDepth + 1))).toBeUndefined();
    expect(SingleMethodDocument.safeParse(chain(ROUTING_LIMITS.maxRuleDepth + 1)).success).toBe(false);

    // One rule past the count, spread over two methods' trees (the count is the document's).
    const wide = (leaves: number): unknown => {
      let level: unknown[] = Array.from({ length: leaves }, () => ({ action: 'enable' }));
      while (level.length > 1) {
        const next: unknown[] = [];
        for (let i = 0; i < level.length; i += 2) next.push({ if: { constraint: 'Currency', params: {} }, then: level[i], else: level[i + 1] ?? null });
        level = next;
      }
      return level[0];
    };
    const half = Math.ceil(ROUTING_LIMITS.maxRuleNodes / 4);
    const multi = { version: '1', methods: [{ method: 'A', availability: { tree: wide(half) } }, { method: 'B', availability: { tree: wide(half) } }] };
    expect(routingLimitIssue(multi)).toBeDefined();
    expect(readMultiMethodDocument(multi)).toBeUndefined();
    const within = { version: '1', methods: [{ method: 'A', availability: { tree: wide(half) } }] };
    expect(routingLimitIssue(within)).toBeUndefined();
    expect(readMultiMethodDocument(within)).toBeDefined();
  });
});

describe('reading a document already in the schema\'s order', () => {
  const tree = { id: 'r1', if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { id: 'r2', route: { connector: 'a', onFail: [{ connector: 'b' }] } }, else: null };

  it('answers with the input itself, not a copy (a large document opens without copying every rule)', () => {
    const doc = JSON.parse(JSON.stringify({ version: '1', default: { connector: 'd' }, rerouteRecurring: false, tree, futureDoc: 1 })) as { tree: typeof tree };
    const read = readSingleMethodDocument(doc) as typeof doc | undefined;
    expect(read).toBe(doc);
    expect(read?.tree.then.route.onFail).toBe(doc.tree.then.route.onFail);
    const multi = JSON.parse(JSON.stringify({ version: '1', methods: [{ method: 'Creditcard', routing: { tree } }] })) as unknown;
    expect(readMultiMethodDocument(multi)).toBe(multi);
  });

  it('copies only where the order differs, and every reading is the schema\'s', () => {
    // A rule whose known members come after an unknown one, and one with its branches swapped.
    type Rule = Record<string, unknown>;
    type Doc = { tree: { if: unknown; then: Rule; else: Rule } };
    const doc = JSON.parse(JSON.stringify({ version: '1', tree: { ...tree, then: { future: 1, id: 'r2', route: { connector: 'a' } }, else: { id: 'r3', else: null, if: tree.if, then: null } } })) as Doc;
    const read = readSingleMethodDocument(doc) as Doc | undefined;
    if (!read) throw new Error('a valid document was not read');
    expect(read).not.toBe(doc);
    expect(JSON.stringify(read)).toBe(JSON.stringify(SingleMethodDocument.parse(doc)));
    expect(Object.keys(read.tree.then)).toEqual(['id', 'route', 'future']);
    expect(Object.keys(read.tree.else)).toEqual(['id', 'if', 'then', 'else']);
    // What was already in order is shared: the condition read as itself.
    expect(read.tree.if).toBe(doc.tree.if);
  });
});
