// @vitest-environment happy-dom
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CapabilityBook } from '@domain/routing/analysis';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import type { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation';
import { CONNECTORS } from '@fixtures/world';
import { MethodList } from '../multi/method-list';
import { countPerMethod } from './per-method';
import { useAnalysis } from './use-analysis';

const names = connectorNameLookup(Object.values(CONNECTORS));
const beta = CONNECTORS.betaEur.guid;
const usdToBeta: SingleMethodDocument = {
  version: '1',
  default: { connector: CONNECTORS.alphaEur.guid },
  tree: { id: 'MPR-1', if: { constraint: 'Currency', params: { currency: 'USD' } }, then: { id: 'MPR-2', route: { connector: beta } } },
};
const book: CapabilityBook = { observedDays: 90, connectors: { [beta]: { declared: { currencies: ['EUR', 'GBP'] }, observed: { successes: 20, currencies: ['EUR'] } } } };

describe('capability warnings in the editor', () => {
  it('the analysis checks the connectors against the capabilities passed in, naming the connector and the currency', () => {
    const { result } = renderHook(() => useAnalysis(usdToBeta, REFERENCE_SETTINGS, names, book));
    expect(result.current.byNode.get('tree/then')?.map((f) => f.message)).toEqual(['Beta Payments EUR declares currencies EUR, GBP; USD can reach this route.']);
  });

  it('without capabilities (still loading, or none known) nothing is checked', () => {
    const { result } = renderHook(() => useAnalysis(usdToBeta, REFERENCE_SETTINGS, names));
    expect(result.current.findings).toEqual([]);
  });

  it('the method tabs count warnings apart from problems', () => {
    const doc: MultiMethodDocument = {
      version: '1',
      methods: [
        { method: 'Creditcard', routing: { tree: usdToBeta.tree! } },
        { method: 'Paypal', routing: null },
      ],
    };
    const { result } = renderHook(() => useAnalysis(doc, REFERENCE_SETTINGS, names, book));
    const warnings = countPerMethod(result.current.findings);
    const problems = countPerMethod([{ path: 'methods/0/routing/tree/then/route/connector' }]);
    render(<MethodList methods={doc.methods} selected={0} onSelect={() => undefined} readOnly={new Map()} problems={problems} warnings={warnings} />);
    expect(screen.getByRole('tab', { name: 'Creditcard' })).toHaveAccessibleDescription(/· 1 problem · 1 warning$/);
    expect(screen.getByRole('tab', { name: 'Paypal' })).not.toHaveAccessibleDescription(/warning/);
  });
});
