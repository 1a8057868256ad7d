import { describe, expect, it } from 'vitest';
import { parseBatchFile, parseCsv, parseJsonBatch } from './batch-input';

describe('parseCsv', () => {
  it('maps columns to SimTransaction fields, extra.<key> to extra data, blanks to "not given"', () => {
    const csv = [
      'amount,currency,type,cardBrand,bin,binCountry,customerCountry,ipCountry,riskScore,recurring,prepaid,extra.channel,extra.shop',
      '"1,200.00",eur,,Visa,411111,de,DE,nl,80,yes,no,moto,',
      '50,GBP,refund,,,,,,,,,,',
    ].join('\n');
    expect(parseCsv(csv)).toEqual({
      rows: [
        {
          row: 2,
          transaction: {
            transactionType: 'debit', amount: '1200.00', currency: 'EUR', riskScore: 80, recurring: true,
            card: { brand: 'visa', bin: '411111', binCountry: 'DE', prepaid: false },
            customer: { billingCountry: 'DE', ipCountry: 'NL' },
            extraData: { channel: 'moto' },
          },
        },
        { row: 3, transaction: { transactionType: 'refund', amount: '50', currency: 'GBP' } },
      ],
      errors: [],
    });
  });

  it('reports each bad row with its line number and field, and keeps the good rows', () => {
    const csv = 'amount,currency,cardBrand,binCountry,riskScore\n10.00,EUR,visa,DE,5\nabc,EUR,,,\n20.00,EURO,,,\n30.00,EUR,,Germany,high\n';
    const { rows, errors } = parseCsv(csv);
    expect(rows.map((r) => r.row)).toEqual([2]);
    expect(errors.map((e) => [e.row, e.field])).toEqual([[3, 'amount'], [4, 'currency'], [5, 'cardBrand'], [5, 'binCountry'], [5, 'riskScore']]);
  });

  it('names unknown columns instead of ignoring them', () => {
    expect(parseCsv('amount,currency,colour\n1,EUR,red').errors).toEqual([expect.objectContaining({ row: 1, field: 'colour' })]);
  });
});

describe('parseJsonBatch', () => {
  it('reads an array of SimTransaction; errors name the element and the JSON path', () => {
    const { rows, errors } = parseJsonBatch(JSON.stringify([{ transactionType: 'debit', amount: '1.00', currency: 'EUR' }, { transactionType: 'debit', amount: '1.00', currency: 'EUR', card: { brand: 'visa', binCountry: 'x' } }]));
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([expect.objectContaining({ row: 2, field: 'card.binCountry' })]);
    expect(parseJsonBatch('{').errors[0]).toMatchObject({ field: 'file' });
    expect(parseBatchFile('x.csv', '[]')).toEqual({ rows: [], errors: [] });
  });
});
