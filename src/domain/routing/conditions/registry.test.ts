import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSimTransaction, simContext } from '@fixtures/arb-transactions';
import { worldContext } from '@fixtures/arbitraries';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import { PAYMENT_RECORD_FIELDS } from '../../bi/payment-record-fields';
import { moneyWorld } from '../analysis/money';
import { everything } from '../analysis/reach-state';
import { connectorNameLookup } from '../describe/connector-names';
import { describeCondition } from '../describe/describe-condition';
import type { SingleMethodDocument } from '../document';
import { compileTree } from '../evaluation/compile';
import { evaluate } from '../evaluation/evaluate';
import { REFERENCE_SETTINGS } from '../evaluation/reference-rates';
import { validateSingleMethod } from '../validation/validate-document';
import { publishedCatalogue, STUDIO_CATALOGUE } from './catalogue';
import { SAMPLE_CONNECTOR_GUID } from './facts';
import { CONDITION_KINDS } from './registry';

/**
 * Every kind of the registry, checked facet by facet: a new kind is tested here the moment it is
 * registered, with nothing to count or list by hand.
 */
const ajv = new Ajv({ allErrors: true });
const names = connectorNameLookup(ALL_CONNECTORS);
const kinds = STUDIO_CATALOGUE.kinds.map((kind) => [kind.identifier, kind] as const);
/** The seeded world's connector in place of the samples' placeholder GUID, so validation accepts it. */
const inWorld = (params: unknown) => JSON.parse(JSON.stringify(params).replaceAll(SAMPLE_CONNECTOR_GUID, CONNECTORS.alphaEur.guid)) as Record<string, unknown>;
const oneNodeDocument = (constraint: string, params: Record<string, unknown>): SingleMethodDocument => ({
  version: '1',
  default: { connector: CONNECTORS.gammaChf.guid },
  tree: { id: null, if: { constraint, params }, then: { id: null, route: { connector: CONNECTORS.alphaEur.guid } }, else: { id: null, route: { connector: CONNECTORS.betaEur.guid } } },
});

describe('condition registry', () => {
  it('files every kind under its own identifier, in the catalogue order', () => {
    expect(Object.keys(CONDITION_KINDS)).toStrictEqual(STUDIO_CATALOGUE.kinds.map((k) => k.identifier));
    for (const [key, kind] of Object.entries(CONDITION_KINDS)) expect(kind.identifier).toBe(key);
  });

  it.each(kinds)('%s: every sample parses with its own schema, unchanged', (_id, kind) => {
    expect(kind.samples.length).toBeGreaterThan(0);
    for (const sample of kind.samples) expect(kind.params.parse(sample)).toStrictEqual(sample);
  });

  it.each(kinds)('%s: the published draft-07 schema accepts every sample', (id, kind) => {
    const published = publishedCatalogue().find((c) => c.identifier === id)!;
    expect(published.name).toBe(kind.name);
    const validate = ajv.compile(published.paramsSchema);
    for (const sample of kind.samples) expect(validate(sample), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(kinds)('%s: every sample describes to its own sentence, never the raw fallback', (id, kind) => {
    for (const sample of kind.samples) {
      const sentence = describeCondition({ constraint: id, params: sample as Record<string, unknown> }, names);
      expect(sentence.length).toBeGreaterThan(5);
      expect(sentence).not.toMatch(/unknown condition|invalid params|\w=\[/);
      expect(sentence).toBe(kind.describe(sample, { connector: (guid) => names(guid) ?? guid }));
    }
  });

  it.each(kinds)('%s: every sample validates without issues in the seeded world', (id, kind) => {
    for (const sample of kind.samples) expect(validateSingleMethod(oneNodeDocument(id, inWorld(sample)), worldContext())).toStrictEqual([]);
  });

  it.each(kinds)('%s: the interpreter and the compiled evaluator agree on every sample (decision and trace)', (id, kind) => {
    const compiled = kind.samples.map((sample) => {
      const doc = oneNodeDocument(id, sample as Record<string, unknown>);
      return [doc, compileTree(doc.tree, doc.default?.connector, { names })] as const;
    });
    fc.assert(
      fc.property(arbSimTransaction, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (tx, seed) => {
        for (const [doc, run] of compiled) {
          const expected = evaluate(doc.tree, doc.default?.connector, tx, simContext(seed), { names });
          expect(run(tx, simContext(seed))).toEqual(expected);
          expect(run(tx, simContext(seed), { trace: false }).decision).toEqual(expected.decision);
          // The trace's condition step is the kind's own note: what it read and the fact in words.
          expect(expected.trace[0]?.sentence.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it.each(kinds)('%s: the form shows every param once, comparator first, and starts from known params', (_id, kind) => {
    const shape = Object.keys((kind.params as unknown as { shape: Record<string, unknown> }).shape);
    const fields = kind.form.fields.map((f) => f.name);
    expect(new Set(fields)).toStrictEqual(new Set(shape));
    expect(fields).toHaveLength(shape.length);
    if (shape.includes('comparator')) expect(fields[0]).toBe('comparator');
    for (const field of kind.form.fields) expect(field.label.length).toBeGreaterThan(0);
    for (const key of Object.keys(kind.form.defaults)) expect(shape).toContain(key);
  });

  it.each(kinds)('%s: analysis facts either split every sample or say why the kind is unknown', (id, kind) => {
    if (!kind.analysis.reasoned) {
      expect(kind.analysis.why.length).toBeGreaterThan(10);
      return;
    }
    const world = moneyWorld(REFERENCE_SETTINGS, []);
    for (const sample of kind.samples) {
      const condition = { constraint: id, params: sample as Record<string, unknown> };
      const split = kind.analysis.split(everything(world), { path: 'tree', condition, world }, condition.params);
      expect(split.then).toBeDefined();
      expect(split.else).toBeDefined();
    }
  });

  it.each(kinds)('%s: replay facts name BI record fields, or say why history cannot answer', (_id, kind) => {
    const fields = new Set<string>(PAYMENT_RECORD_FIELDS);
    if (!kind.replay.replayable) {
      expect(kind.replay.why.length).toBeGreaterThan(10);
      return;
    }
    for (const f of kind.replay.fetch) expect(fields.has(f), f).toBe(true);
    // A field whose absence blocks the replay must be fetched, or every record would lack it.
    for (const f of kind.replay.needs) expect(kind.replay.fetch, f).toContain(f);
  });
});
