import { describe, expect, it } from 'vitest';
import { simContext } from '@fixtures/arb-transactions';
import { worldContext } from '@fixtures/arbitraries';
import { CONNECTORS } from '@fixtures/world';
import { describeCondition } from '../../describe/describe-condition';
import type { SingleMethodDocument } from '../../document';
import { compileTree } from '../../evaluation/compile';
import { evaluate } from '../../evaluation/evaluate';
import { validateSingleMethod } from '../../validation/validate-document';
import { publishedCatalogue, STUDIO_CATALOGUE, withKinds } from '../catalogue';
import { ibanCountry } from './iban-country';

// Registering the kind: one line, here instead of in registry.ts, so production never sees it.
const catalogue = withKinds(STUDIO_CATALOGUE, ibanCountry);

const condition = { constraint: 'IbanCountry', params: { comparator: 'in', countries: ['DE', 'AT'] } };
const doc: SingleMethodDocument = {
  version: '1',
  default: { connector: CONNECTORS.gammaChf.guid },
  tree: { id: null, if: condition, then: { id: null, route: { connector: CONNECTORS.alphaEur.guid } }, else: { id: null, route: { connector: CONNECTORS.betaEur.guid } } },
};
const german = { transactionType: 'debit' as const, amount: '10.00', currency: 'EUR', iban: 'de89 3704 0044 0532 0130 00' };
const dutch = { ...german, iban: 'NL91ABNA0417164300' };

describe('a kind added in its own file is picked up everywhere the catalogue is read', () => {
  it('catalogue: listed after the contract kinds, published with its JSON Schema; the studio catalogue is unchanged', () => {
    expect(catalogue.kinds.map((k) => k.identifier)).toStrictEqual([...STUDIO_CATALOGUE.kinds.map((k) => k.identifier), 'IbanCountry']);
    expect(catalogue.kindOf('IbanCountry')).toBe(ibanCountry);
    expect(STUDIO_CATALOGUE.kindOf('IbanCountry')).toBeUndefined();
    const published = publishedCatalogue(catalogue).at(-1)!;
    expect(published).toMatchObject({ identifier: 'IbanCountry', name: 'IBAN country', paramsSchema: { $schema: 'http://json-schema.org/draft-07/schema#', required: ['comparator', 'countries'] } });
  });

  it('validator: accepts it with valid params, reports invalid ones at their path; the studio alone does not know it (1011)', () => {
    expect(validateSingleMethod(doc, { ...worldContext(), catalogue })).toStrictEqual([]);
    const bad = { ...doc, tree: { ...doc.tree!, if: { constraint: 'IbanCountry', params: { comparator: 'in', countries: ['de'] } } } };
    expect(validateSingleMethod(bad, { ...worldContext(), catalogue }).map((i) => [i.code, i.path])).toStrictEqual([[1012, 'tree/if/params/countries/0']]);
    expect(validateSingleMethod(doc, worldContext()).map((i) => i.code)).toStrictEqual([1011]);
  });

  it('evaluator: the interpreter and the compiled evaluator route by it, with its sentence in the trace', () => {
    const compiled = compileTree(doc.tree, doc.default?.connector, { catalogue });
    for (const [tx, connector] of [[german, CONNECTORS.alphaEur.guid], [dutch, CONNECTORS.betaEur.guid]] as const) {
      const interpreted = evaluate(doc.tree, doc.default?.connector, tx, simContext(1), { catalogue });
      expect(interpreted.decision).toMatchObject({ kind: 'route', connector });
      expect(compiled(tx, simContext(1))).toEqual(interpreted);
    }
    expect(evaluate(doc.tree, doc.default?.connector, german, simContext(1), { catalogue }).trace[0]?.sentence).toBe('IBAN country DE is in DE, AT → then');
    expect(evaluate(doc.tree, doc.default?.connector, german, simContext(1)).decision).toMatchObject({ kind: 'default', reason: 'unevaluable' });
  });

  it('describer: phrases it in its own words', () => {
    expect(describeCondition(condition, undefined, catalogue)).toBe('IBAN country in DE, AT');
    expect(describeCondition(condition)).toBe('IbanCountry (unknown condition): comparator=in, countries=[DE, AT]');
  });
});
