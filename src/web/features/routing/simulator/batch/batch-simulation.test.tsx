// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation';
import { CONNECTORS } from '@fixtures/world';
import { generateBatch } from '../model/batch-generate';
import { goldenServer, renderSimulator } from '../simulator-test-kit';
import { chargebacksDocument } from '@fixtures/evaluation-cases';

beforeEach(() => goldenServer());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CSV = [
  'amount,currency,type,cardBrand,binCountry,customerCountry,riskScore,extra.channel',
  '1200.00,EUR,debit,visa,DE,DE,80,',
  '1500.00,EUR,debit,visa,AT,AT,10,',
  '80.00,USD,debit,amex,US,US,,',
  '50.00,GBP,debit,mastercard,GB,GB,,',
  '10.00,EUR,debit,visa,FR,FR,,moto',
  '20.00,EUR,debit,visa,Germany,DE,,',
].join('\n');

const rowOf = (name: string) => screen.getAllByTestId('batch-row').find((r) => within(r).getByRole('rowheader').textContent === name)!;
const cells = (name: string, ...ids: string[]) => ids.map((id) => within(rowOf(name)).getByTestId(id).textContent);
const numberIn = (cell: HTMLElement) => Number(cell.textContent!.replaceAll(',', ''));
const sumOf = (id: string) => screen.getAllByTestId(id).reduce((sum, cell) => sum + numberIn(cell), 0);

describe('batch simulation', () => {
  it('uploads a CSV: counts per connector for draft and live, and the row error with its row and field', async () => {
    const { store } = renderSimulator();
    await userEvent.click(screen.getByRole('tab', { name: 'Batch' }));
    await userEvent.upload(screen.getByLabelText('Upload CSV or JSON'), new File([CSV], 'batch.csv', { type: 'text/csv' }));

    expect(await screen.findByTestId('batch-summary')).toHaveTextContent('batch.csv: 5 transactions simulated, 1 problem');
    expect(screen.getByRole('list', { name: 'Row errors' })).toHaveTextContent('Row 7, binCountry: an ISO 3166 alpha-2 country code such as DE');
    const counts = (name: string) => [within(rowOf(name)).getByTestId('draft-count').textContent, within(rowOf(name)).getByTestId('live-count').textContent];
    expect(counts(CONNECTORS.betaEur.name)).toEqual(['2', '2']);
    expect(counts(CONNECTORS.alphaEur.name)).toEqual(['1', '1']);
    expect(counts(CONNECTORS.alphaUsd.name)).toEqual(['1', '1']);
    expect(counts(CONNECTORS.betaGbp.name)).toEqual(['1', '1']);
    // Amounts in the base currency (EUR): 1,200 + 10 EUR; 80 USD at 0.92; 50 GBP at 1.17.
    expect(screen.getByRole('table', { name: 'Distribution per connector' })).toHaveTextContent('Draft EUR');
    expect(cells(CONNECTORS.betaEur.name, 'draft-amount', 'live-amount')).toEqual(['1,210.00', '1,210.00']);
    expect(cells(CONNECTORS.alphaEur.name, 'draft-amount', 'live-amount')).toEqual(['1,500.00', '1,500.00']);
    expect(cells(CONNECTORS.alphaUsd.name, 'draft-amount', 'live-amount')).toEqual(['73.60', '73.60']);
    expect(cells(CONNECTORS.betaGbp.name, 'draft-amount', 'live-amount')).toEqual(['58.50', '58.50']);
    expect(screen.getByTestId('batch-changed')).toHaveTextContent('No transaction changes connector.');
    expect(screen.queryAllByTestId('batch-change')).toEqual([]);

    // An edit re-runs the batch: GBP now falls through to the default.
    act(() => {
      store.getState().dispatch({ type: 'setRoute', path: 'tree/else/else/then', route: { connector: CONNECTORS.gammaChf.guid, onFail: [] } });
    });
    expect(counts(CONNECTORS.gammaChf.name)).toEqual(['1', '0']);
    expect(counts(CONNECTORS.betaGbp.name)).toEqual(['0', '1']);
    expect(cells(CONNECTORS.gammaChf.name, 'draft-amount', 'live-amount')).toEqual(['58.50', '0.00']);
    expect(cells(CONNECTORS.betaGbp.name, 'draft-amount', 'live-amount')).toEqual(['0.00', '58.50']);
    expect(cells(CONNECTORS.betaEur.name, 'draft-count', 'live-count', 'draft-amount', 'live-amount')).toEqual(['2', '2', '1,210.00', '1,210.00']);
    expect(screen.getByTestId('batch-changed')).toHaveTextContent('1 of 5 transactions change connector');
    expect(screen.getAllByTestId('batch-change').map((li) => li.textContent)).toEqual([`Row 5 · 50.00 GBP, mastercard, GB: ${CONNECTORS.betaGbp.name} → ${CONNECTORS.gammaChf.name}`]);
  });

  it('generates N transactions from the presets: counts and amounts add up, and an edit moves exactly the affected ones', async () => {
    const { store } = renderSimulator();
    await userEvent.click(screen.getByRole('tab', { name: 'Batch' }));
    await userEvent.clear(screen.getByLabelText('Transactions'));
    await userEvent.type(screen.getByLabelText('Transactions'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Generate and run' }));
    expect(screen.getByTestId('batch-summary')).toHaveTextContent('1,000 generated from presets (seed 1): 1,000 transactions simulated.');
    expect(sumOf('draft-count')).toBe(1000);
    expect(sumOf('live-count')).toBe(1000);
    // Every generated currency has a rate, so the sums are the whole batch in EUR.
    const total = generateBatch(1000, 1).rows.reduce((sum, r) => sum + Number(r.transaction.amount) * REFERENCE_SETTINGS.rates[r.transaction.currency]!, 0);
    expect(sumOf('draft-amount')).toBeCloseTo(total, 0);
    expect(sumOf('live-amount')).toBeCloseTo(total, 0);
    // The chart: two bars per connector, the busiest one full width.
    const chart = screen.getByRole('figure', { name: 'Transactions per connector, draft and live' });
    const widths = within(chart).getAllByTestId('bar-draft').map((bar) => bar.style.width);
    expect(widths).toHaveLength(screen.getAllByTestId('batch-row').length);
    expect(widths[0]).toBe('100%');

    // Re-route GBP: exactly the live Beta GBP transactions move, with their amounts.
    const [gbpCount, gbpAmount] = cells(CONNECTORS.betaGbp.name, 'live-count', 'live-amount');
    const [chfCount, chfAmount] = cells(CONNECTORS.gammaChf.name, 'live-count', 'live-amount').map((c) => Number(c!.replaceAll(',', '')));
    expect(Number(gbpCount)).toBeGreaterThan(0);
    act(() => {
      store.getState().dispatch({ type: 'setRoute', path: 'tree/else/else/then', route: { connector: CONNECTORS.gammaChf.guid, onFail: [] } });
    });
    const [chfDraftCount, chfDraftAmount] = cells(CONNECTORS.gammaChf.name, 'draft-count', 'draft-amount').map((c) => Number(c!.replaceAll(',', '')));
    expect(chfDraftCount).toBe(chfCount! + Number(gbpCount));
    // Each shown sum is rounded to cents, so the two may differ by a cent.
    expect(Math.abs(chfDraftAmount! - chfAmount! - Number(gbpAmount!.replaceAll(',', '')))).toBeLessThanOrEqual(0.011);
    expect(cells(CONNECTORS.betaGbp.name, 'draft-count', 'live-count')).toEqual(['0', gbpCount]);
    expect(screen.getByTestId('batch-changed')).toHaveTextContent(`${gbpCount} of 1,000 transactions change connector`);
    const changes = screen.getAllByTestId('batch-change').map((li) => li.textContent);
    expect(changes).toHaveLength(Math.min(50, Number(gbpCount)));
    expect(changes.every((c) => c.endsWith(`: ${CONNECTORS.betaGbp.name} → ${CONNECTORS.gammaChf.name}`))).toBe(true);
  });

  it('reads counters from CSV columns, so count conditions route instead of stopping at the default', async () => {
    const doc = chargebacksDocument;
    renderSimulator('admin', doc);
    await userEvent.click(screen.getByRole('tab', { name: 'Batch' }));
    const csv = 'amount,currency,counters.chargeback.merchant.count.30d\n10.00,EUR,11\n20.00,EUR,3\n30.00,EUR,\n';
    await userEvent.upload(screen.getByLabelText('Upload CSV or JSON'), new File([csv], 'counters.csv', { type: 'text/csv' }));
    expect(await screen.findByTestId('batch-summary')).toHaveTextContent('counters.csv: 3 transactions simulated.');
    expect(cells(CONNECTORS.betaEur.name, 'draft-count', 'draft-amount')).toEqual(['1', '10.00']);
    expect(cells(CONNECTORS.gammaChf.name, 'draft-count', 'draft-amount')).toEqual(['1', '20.00']);
    expect(cells(CONNECTORS.alphaEur.name, 'draft-count', 'draft-amount')).toEqual(['1', '30.00']);
  });
});
