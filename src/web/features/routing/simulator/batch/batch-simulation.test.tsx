// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTORS } from '../../../../../fixtures/world';
import { goldenServer, renderSimulator } from '../simulator-test-kit';

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
    expect(screen.getByTestId('batch-changed')).toHaveTextContent('No transaction changes connector.');

    // An edit re-runs the batch: GBP now falls through to the default.
    act(() => {
      store.getState().dispatch({ type: 'setRoute', path: 'tree/else/else/then', route: { connector: CONNECTORS.gammaChf.guid, onFail: [] } });
    });
    expect(counts(CONNECTORS.gammaChf.name)).toEqual(['1', '0']);
    expect(screen.getByTestId('batch-changed')).toHaveTextContent('1 of 5 transactions change connector');
    expect(screen.getByRole('region', { name: 'Transactions that change connector' })).toHaveTextContent(`Row 5: ${CONNECTORS.betaGbp.name} → ${CONNECTORS.gammaChf.name}`);
  });

  it('generates N transactions from the presets and shows both sides', async () => {
    renderSimulator();
    await userEvent.click(screen.getByRole('tab', { name: 'Batch' }));
    await userEvent.clear(screen.getByLabelText('Transactions'));
    await userEvent.type(screen.getByLabelText('Transactions'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Generate and run' }));
    expect(screen.getByTestId('batch-summary')).toHaveTextContent('1,000 generated from presets (seed 1): 1,000 transactions simulated.');
    const total = (id: string) => screen.getAllByTestId(id).reduce((sum, cell) => sum + Number(cell.textContent!.replaceAll(',', '')), 0);
    expect(total('draft-count')).toBe(1000);
    expect(total('live-count')).toBe(1000);
    expect(screen.getByRole('figure', { name: 'Transactions per connector, draft and live' })).toBeInTheDocument();
  });
});
