import Papa from 'papaparse';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { SimTransaction } from '@domain/routing/evaluation';

export interface ExportRow {
  row: number;
  transaction: SimTransaction;
  live: string | null;
  draft: string | null;
}

const nameOf = (guid: string | null, names: ConnectorNameLookup) => (guid === null ? 'no connector' : (names(guid) ?? guid));

/** The batch as a spreadsheet: the transaction's main fields and where live and draft send it. */
export const batchCsv = (rows: readonly ExportRow[], names: ConnectorNameLookup): string =>
  Papa.unparse(
    rows.map(({ row, transaction: t, live, draft }) => ({
      row,
      type: t.transactionType ?? '',
      amount: t.amount,
      currency: t.currency,
      cardBrand: t.card?.brand ?? '',
      binCountry: t.card?.binCountry ?? '',
      customerCountry: t.customer?.billingCountry ?? '',
      riskScore: t.riskScore ?? '',
      live: nameOf(live, names),
      draft: nameOf(draft, names),
      changed: live === draft ? 'no' : 'yes',
    })),
  );
