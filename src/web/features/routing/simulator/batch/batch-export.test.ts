import { describe, expect, it } from 'vitest';
import { connectorNameLookup } from '@domain/routing/describe';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { batchRowsOutcome } from '../model/batch-run';
import { batchCsv } from './batch-export';

describe('batch export', () => {
  it('writes every row with its transaction and where live and draft send it', () => {
    const draft = { ...cardRouterDocument, tree: { id: null, route: { connector: CONNECTORS.gammaChf.guid } } };
    const rows = [{ row: 2, transaction: { transactionType: 'debit' as const, amount: '80.00', currency: 'USD', card: { brand: 'amex', binCountry: 'US' }, customer: { billingCountry: 'US' } } }];
    const outcome = batchRowsOutcome(draft, cardRouterDocument, rows, 1, { baseCurrency: 'EUR', rates: {} });
    const csv = batchCsv(outcome, connectorNameLookup(Object.values(CONNECTORS)));
    expect(csv.split('\r\n')).toEqual([
      'row,type,amount,currency,cardBrand,binCountry,customerCountry,riskScore,live,draft,changed',
      `2,debit,80.00,USD,amex,US,US,,${CONNECTORS.alphaUsd.name},${CONNECTORS.gammaChf.name},yes`,
    ]);
  });
});
