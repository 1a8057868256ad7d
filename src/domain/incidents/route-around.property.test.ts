import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, arbSingleMethodDocument, ELIGIBLE_CARD_CONNECTORS, worldContext } from '@fixtures/arbitraries';
import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from '../routing/document';
import { isMultiMethodDocument, treesOf, walkTree } from '../routing/tree-walk';
import { validateSingleMethod } from '../routing/validation';
import { routeAround } from './route-around';

type Doc = SingleMethodDocument | MultiMethodDocument;

/** Every place that routes: path → chain (route connector and failovers; a default's one connector). */
const places = (doc: Doc): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  const routes = (tree: RuleNode | null | undefined, path: string) =>
    walkTree(tree, path, (node, at) => {
      if (node.route) out.set(`${at}/route`, [node.route.connector, ...(node.route.onFail ?? []).map((f) => f.connector)]);
    });
  if (isMultiMethodDocument(doc)) {
    doc.methods.forEach((block, i) => {
      if (block.defaultConnector) out.set(`methods/${i}/defaultConnector`, [block.defaultConnector.connector]);
      routes(block.routing?.tree, `methods/${i}/routing/tree`);
    });
  } else {
    if (doc.default) out.set('default', [doc.default.connector]);
    routes(doc.tree, 'tree');
  }
  return out;
};

/** The document with every route and default connector masked: what must not change. */
const masked = (doc: Doc): unknown =>
  JSON.parse(JSON.stringify(doc), (key, value: unknown) => (key === 'route' || key === 'default' || key === 'defaultConnector' ? (value === null ? null : 'masked') : value));

const idsOf = (doc: Doc) => {
  const ids: unknown[] = [];
  for (const { tree, path } of treesOf(doc)) walkTree(tree, path, (node) => ids.push(node.id));
  return ids;
};

/** A document and a connector it names somewhere, with another connector to replace it. */
const arbCase = <D extends Doc>(arbDoc: fc.Arbitrary<D>) =>
  arbDoc
    .filter((doc) => [...places(doc).values()].some((chain) => chain.length > 0))
    .chain((doc) => {
      const named = [...new Set([...places(doc).values()].flat())];
      return fc.tuple(fc.constant(doc), fc.constantFrom(...named), fc.constantFrom(...ELIGIBLE_CARD_CONNECTORS));
    });

const expected = (chain: readonly string[], connector: string, replacement: string | null) => {
  const out: string[] = [];
  for (const c of chain) {
    const next = c === connector ? replacement : c;
    if (next !== null && !out.includes(next)) out.push(next);
  }
  return out;
};

describe('routeAround', () => {
  for (const [kind, arbDoc] of [
    ['single-method', arbSingleMethodDocument({ maxDepth: 4 })],
    ['multi-method', arbMultiMethodDocument()],
  ] as const) {
    it(`replacing (${kind}): no place names the connector after, each chain rewritten in order, nothing else changed, rule ids kept`, () => {
      fc.assert(
        fc.property(arbCase<Doc>(arbDoc), ([doc, connector, replacement]) => {
          fc.pre(replacement !== connector);
          const result = routeAround(doc, { connector, replacement });
          if (!result.ok) throw new Error(result.problem.message);
          const before = places(doc);
          const after = places(result.document);
          expect([...after.keys()]).toEqual([...before.keys()]);
          for (const [path, chain] of before) {
            const want = chain.includes(connector) ? expected(chain, connector, replacement) : chain;
            // A chain that held only the connector and its replacement keeps the replacement.
            expect(after.get(path)).toEqual(want.length ? want : [replacement]);
            expect(after.get(path)).not.toContain(connector);
          }
          expect(result.changes.map((c) => c.path).sort()).toEqual([...before].filter(([, chain]) => chain.includes(connector)).map(([p]) => p).sort());
          expect(masked(result.document)).toEqual(masked(doc));
          expect(idsOf(result.document)).toEqual(idsOf(doc));
        }),
        { numRuns: 300, seed: 46 },
      );
    });

    it(`dropping (${kind}): a place left with no connector is named and refused, and takes the choice given for it`, () => {
      fc.assert(
        fc.property(arbCase<Doc>(arbDoc), ([doc, connector, choice]) => {
          fc.pre(choice !== connector);
          const lonely = [...places(doc)].filter(([, chain]) => chain.length > 0 && chain.every((c) => c === connector)).map(([p]) => p);
          const dropped = routeAround(doc, { connector, replacement: null });
          if (lonely.length > 0) {
            expect(dropped).toMatchObject({ ok: false, problem: { code: 'needs-choice', paths: lonely } });
            const chosen = routeAround(doc, { connector, replacement: null, choices: Object.fromEntries(lonely.map((p) => [p, choice])) });
            if (!chosen.ok) throw new Error(chosen.problem.message);
            for (const p of lonely) expect(places(chosen.document).get(p)).toEqual([choice]);
          } else {
            if (!dropped.ok) throw new Error(dropped.problem.message);
            for (const chain of places(dropped.document).values()) expect(chain).not.toContain(connector);
          }
        }),
        { numRuns: 300, seed: 47 },
      );
    });
  }

  it('a valid single-method document stays valid when a card connector is replaced by another', () => {
    fc.assert(
      fc.property(arbCase(arbSingleMethodDocument({ maxDepth: 4 })), ([doc, connector, replacement]) => {
        fc.pre(replacement !== connector);
        const ids = idsOf(doc).filter((id): id is string => typeof id === 'string');
        fc.pre(validateSingleMethod(doc, worldContext(ids)).length === 0);
        const result = routeAround(doc, { connector, replacement });
        if (!result.ok) throw new Error(result.problem.message);
        expect(validateSingleMethod(result.document, worldContext(ids))).toEqual([]);
      }),
      { numRuns: 200, seed: 48 },
    );
  });

  it('by hand: drop from a failover list, replace a route, refuse a connector named nowhere or replaced by itself, list a condition that tests it', () => {
    const doc = {
      version: '1',
      default: { connector: 'D' },
      tree: {
        id: 'MPR-1', if: { constraint: 'InitialConnector', params: { connectorGuid: 'X' } },
        then: { id: 'MPR-2', route: { connector: 'A', onFail: [{ connector: 'X' }, { connector: 'B' }] } },
        else: { id: 'MPR-3', route: { connector: 'X', onFail: [] } },
      },
    } as SingleMethodDocument;
    const replaced = routeAround(doc, { connector: 'X', replacement: 'B' });
    expect(replaced).toMatchObject({
      ok: true,
      changes: [
        { path: 'tree/then/route', before: ['A', 'X', 'B'], after: ['A', 'B'] },
        { path: 'tree/else/route', before: ['X'], after: ['B'] },
      ],
      conditionsNamingIt: ['tree/if'],
    });
    const dropped = routeAround(doc, { connector: 'X', replacement: null });
    expect(dropped).toMatchObject({ ok: false, problem: { code: 'needs-choice', paths: ['tree/else/route'], message: 'one place routes only to this connector: choose where it goes instead (never silently the default)' } });
    expect(routeAround(doc, { connector: 'Q', replacement: 'B' })).toMatchObject({ ok: false, problem: { code: 'not-referenced' } });
    expect(routeAround(doc, { connector: 'X', replacement: 'X' })).toMatchObject({ ok: false, problem: { code: 'same-connector' } });
  });
});
