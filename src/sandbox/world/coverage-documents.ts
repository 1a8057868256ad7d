import { couple } from '@domain/outcomes/coupling';
import type { ChainOutcome } from '@domain/outcomes/window-groups';
import type { RuleNode, SingleMethodDocument } from '@domain/routing/document';
import { probabilities } from '@domain/routing/evaluation/probabilities';
import type { EvaluationContext } from '@domain/routing/evaluation/transaction';
import type { CoveragePayment } from './coverage-history';

/**
 * Live and draft documents for the coverage check. Live: one rule per currency, each a load
 * balancer between two connectors (some with a failover), so history holds evidence of both for
 * that currency's payments, as a real tenant's splits do. Draft: the live rules with some changed
 * (a new split, a brand or country sent to one side, another failover) until 5–60 % of the
 * payments' mass is moved.
 */
export interface Leaf {
  connector: string;
  onFail: string[];
}
export interface RuleSpec {
  /** null: the last rule, every other currency. */
  currency: string | null;
  percentToA: number;
  a: Leaf;
  b: Leaf;
  /** Sends a brand or a card country straight to one leaf. */
  carveOut?: { kind: 'brand' | 'country'; values: string[]; leaf: Leaf };
}

const CURRENCIES = ['EUR', 'USD', 'GBP', null] as const;
const BRANDS = ['visa', 'mastercard', 'amex', 'maestro'];
const COUNTRIES = ['DE', 'AT', 'FR', 'US', 'GB', 'CH'];

let ids = 0;
const id = () => `MPR-cov-${++ids}`;
const leafNode = (l: Leaf): RuleNode => ({ id: id(), route: l.onFail.length ? { connector: l.connector, onFail: l.onFail.map((c) => ({ connector: c })) } : { connector: l.connector } });

const ruleNode = (r: RuleSpec): RuleNode => {
  const splitNode: RuleNode = r.percentToA >= 100 ? leafNode(r.a) : r.percentToA <= 0 ? leafNode(r.b)
    : { id: id(), if: { constraint: 'RandomLoadBalancer', params: { percentTrue: r.percentToA } }, then: leafNode(r.a), else: leafNode(r.b) };
  if (!r.carveOut) return splitNode;
  const test = r.carveOut.kind === 'brand'
    ? { constraint: 'CreditcardType', params: { comparator: 'in', types: r.carveOut.values } }
    : { constraint: 'CreditcardBinCountry', params: { comparator: 'in', countries: r.carveOut.values } };
  return { id: id(), if: test, then: leafNode(r.carveOut.leaf), else: splitNode };
};

export const documentOf = (rules: readonly RuleSpec[]): SingleMethodDocument => {
  let tree: RuleNode | null = null;
  for (const r of [...rules].reverse()) {
    const node = ruleNode(r);
    tree = r.currency === null || tree === null ? node : { id: id(), if: { constraint: 'Currency', params: { currency: r.currency } }, then: node, else: tree };
  }
  return { version: '1', default: null, tree };
};

const choose = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;
const leafOf = (connector: string, others: readonly string[], random: () => number): Leaf => ({ connector, onFail: random() < 0.5 ? [choose(others.filter((c) => c !== connector), random)] : [] });

/** Live rules: each currency split between two connectors; failovers go to connectors that are some rule's first choice (a tenant fails over to acquirers it uses). */
export const liveRules = (connectors: readonly string[], random: () => number): RuleSpec[] => {
  const pairs = CURRENCIES.map((currency) => {
    const a = choose(connectors, random);
    return { currency, a, b: choose(connectors.filter((c) => c !== a), random) };
  });
  const firsts = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
  return pairs.map(({ currency, a, b }) => ({ currency, percentToA: 20 + Math.round(60 * random()), a: leafOf(a, firsts, random), b: leafOf(b, firsts, random) }));
};

/** One random change to one rule, among connectors the rule already splits between (their evidence exists). */
const changed = (r: RuleSpec, random: () => number): RuleSpec => {
  const side = random() < 0.5 ? r.a : r.b;
  switch (Math.floor(random() * 4)) {
    case 0: return { ...r, percentToA: choose([0, 10, 30, 50, 70, 90, 100], random) };
    case 1: return { ...r, carveOut: { kind: 'brand', values: [choose(BRANDS, random)], leaf: side } };
    case 2: return { ...r, carveOut: { kind: 'country', values: [choose(COUNTRIES, random)], leaf: side } };
    // Failover to the rule's other side: a connector that has this currency's first attempts.
    default: return { ...r, a: leafOf(r.a.connector, [r.b.connector], random), b: leafOf(r.b.connector, [r.a.connector], random) };
  }
};

/** A document's ends for one payment, each a chain with its exact chance. */
export const endsOf = (doc: SingleMethodDocument, p: CoveragePayment, ctx: EvaluationContext): ChainOutcome[] =>
  probabilities(doc.tree, doc.default?.connector ?? null, p.sim, ctx).outcomes.map(({ decision, probability }) => ({
    chain: decision.kind === 'route' ? [decision.connector, ...decision.onFail] : [],
    probability,
  }));

/** The share of the payments' mass whose chain the draft changes (the maximal coupling's off-diagonal mass). */
export const movedShare = (live: SingleMethodDocument, draft: SingleMethodDocument, payments: readonly CoveragePayment[], ctx: EvaluationContext): number => {
  let moved = 0;
  for (const p of payments) {
    const { live: l, draft: d, pairs } = couple(endsOf(live, p, ctx), endsOf(draft, p, ctx));
    for (const { i, j, w } of pairs) if (l[i]!.chain.join() !== d[j]!.chain.join()) moved += w;
  }
  return moved / payments.length;
};

/** A draft moving 5–60 % of the mass (measured on a sample of the payments), or the last one tried. */
export const randomDraft = (rules: readonly RuleSpec[], payments: readonly CoveragePayment[], ctx: EvaluationContext, random: () => number) => {
  const sample = payments.slice(0, 2000);
  let draft = [...rules];
  let moved = 0;
  for (let attempt = 0; attempt < 50; attempt++) {
    draft = rules.map((r) => (random() < 0.5 ? changed(r, random) : r));
    moved = movedShare(documentOf(rules), documentOf(draft), sample, ctx);
    if (moved >= 0.05 && moved <= 0.6) break;
  }
  return { draft: documentOf(draft), moved };
};
