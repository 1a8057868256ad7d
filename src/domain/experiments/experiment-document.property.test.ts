import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbConnectorGuid, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { arbSimTransaction } from '@fixtures/arb-transactions';
import { checkoutDocument, cardRouterDocument } from '@fixtures/routing-documents';
import type { RuleNode, SingleMethodDocument } from '../routing/document';
import { evaluationContext } from '../routing/evaluation/evaluation-context';
import type { SimTransaction } from '../routing/evaluation/transaction';
import { walkTree } from '../routing/tree-walk';
import { treeOutcomes } from '../outcomes/window-groups';
import { experimentDocument } from './experiment-document';

const ctx = evaluationContext({ baseCurrency: 'EUR' });

/** Where a document sends a transaction: each chain (first connector and failovers) with its chance. */
const ends = (doc: SingleMethodDocument, tx: SimTransaction): Map<string, number> => {
  const out = new Map<string, number>();
  for (const { chain, probability } of treeOutcomes(doc.tree, doc.default?.connector ?? null, tx, ctx)) {
    const key = chain.join('>') || 'nowhere';
    out.set(key, (out.get(key) ?? 0) + probability);
  }
  return out;
};

const idsOf = (tree: RuleNode | null | undefined, path: string) => {
  const ids: Array<string | null | undefined> = [];
  walkTree(tree, path, (node) => ids.push(node.id));
  return ids;
};

/** Two documents with the same default (an experiment tries a tree), their trees any. */
const arbPair = fc.tuple(arbSingleMethodDocument({ maxDepth: 3 }), arbSingleMethodDocument({ maxDepth: 3 }), fc.option(arbConnectorGuid, { nil: null })).map(([live, draft, fallback]) => {
  const withDefault = (d: SingleMethodDocument): SingleMethodDocument => ({ ...d, rerouteRecurring: false, default: fallback === null ? null : { connector: fallback } });
  return [withDefault(live), withDefault(draft)] as const;
});

describe('experimentDocument', () => {
  it('sends each payment to the draft with the share and to the live document otherwise: its ends are the mixture of theirs, exactly', () => {
    fc.assert(
      fc.property(arbPair, fc.integer({ min: 1, max: 99 }), fc.array(arbSimTransaction, { minLength: 1, maxLength: 4 }), ([live, draft], percent, txs) => {
        const result = experimentDocument(live, draft, percent);
        if (!result.ok) {
          expect(result.problem.code).toBe('no-change');
          return;
        }
        for (const tx of txs) {
          const mixed = new Map<string, number>();
          for (const [k, p] of ends(draft, tx)) mixed.set(k, (mixed.get(k) ?? 0) + (percent / 100) * p);
          for (const [k, p] of ends(live, tx)) mixed.set(k, (mixed.get(k) ?? 0) + (1 - percent / 100) * p);
          const got = ends(result.document, tx);
          expect([...got.keys()].sort()).toEqual([...mixed.keys()].filter((k) => mixed.get(k)! > 0).sort());
          for (const [k, p] of got) expect(p).toBeCloseTo(mixed.get(k)!, 12);
        }
      }),
      { numRuns: 300, seed: 45 },
    );
  });

  it('keeps the live rules’ ids in the live arm, gives the draft arm new rules only, and uses no id twice', () => {
    fc.assert(
      fc.property(arbPair, fc.integer({ min: 1, max: 99 }), ([live, draft], percent) => {
        const result = experimentDocument(live, draft, percent);
        if (!result.ok) return;
        const tree = result.document.tree!;
        expect(idsOf(tree.else, 'tree/else')).toEqual(idsOf(live.tree, 'tree'));
        expect(idsOf(tree.then, 'tree/then').every((id) => id === null)).toBe(true);
        expect(tree.id).toBeNull();
        const given = idsOf(tree, 'tree').filter((id): id is string => typeof id === 'string');
        expect(new Set(given).size).toBe(given.length);
      }),
      { numRuns: 200, seed: 46 },
    );
  });

  it('the demo: 10 % of the Card Router to a draft, a split at the root with the live tree beside it', () => {
    const live = cardRouterDocument as SingleMethodDocument;
    const draft: SingleMethodDocument = { ...live, tree: { id: 'MPR-draft-only', route: { connector: 'CO-x', onFail: [] } } };
    const result = experimentDocument(live, draft, 10);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.document.tree).toEqual({ id: null, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 10 } }, then: { id: null, route: { connector: 'CO-x', onFail: [] } }, else: live.tree });
    expect(result.document.default).toEqual(live.default);
  });

  it('refuses what it cannot build, saying why', () => {
    const live = cardRouterDocument as SingleMethodDocument;
    const draft: SingleMethodDocument = { ...live, tree: null };
    expect(experimentDocument(live, draft, 0)).toMatchObject({ ok: false, problem: { code: 'share', message: expect.stringContaining('from 1 to 99') } });
    expect(experimentDocument(live, draft, 100)).toMatchObject({ ok: false, problem: { code: 'share' } });
    expect(experimentDocument(live, draft, 12.5)).toMatchObject({ ok: false, problem: { code: 'share' } });
    expect(experimentDocument(live, live, 10)).toMatchObject({ ok: false, problem: { code: 'no-change' } });
    expect(experimentDocument(live, { ...draft, rerouteRecurring: !live.rerouteRecurring }, 10)).toMatchObject({ ok: false, problem: { code: 'settings' } });
    expect(experimentDocument(checkoutDocument as never, checkoutDocument as never, 10)).toMatchObject({ ok: false, problem: { code: 'multi-method', message: expect.stringContaining('no random split') } });
    expect(experimentDocument(live, { ...draft, default: { connector: 'CO-other' } }, 10)).toMatchObject({ ok: false, problem: { code: 'default', message: expect.stringContaining('changes the default connector') } });
  });
});
