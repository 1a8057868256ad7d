// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MovedPayment, ReplayReport } from '@domain/insights/replay-report';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { CONNECTORS } from '@fixtures/world';
import { MovedPayments } from './moved-payments';

afterEach(cleanup);

const names = connectorNameLookup(Object.values(CONNECTORS));
const moved = (uuid: string, tx: MovedPayment['tx'], baseAmount: number | null): MovedPayment => ({
  uuid,
  createdAt: '2026-11-20 10:00:00',
  tx,
  seed: 1,
  baseAmount,
  live: CONNECTORS.alphaEur.guid,
  draft: CONNECTORS.betaEur.guid,
});
const reportOf = (movedPayments: MovedPayment[]) => ({ moved: { count: movedPayments.length, amount: 0, shareOfVolume: null }, movedPayments }) as unknown as ReplayReport;
const money = (n: number) => `${n.toFixed(2)} EUR (base)`;

describe('the payments a replay moves', () => {
  it('lists a card registration without an amount as such, not as a payment of 0 EUR', () => {
    const report = reportOf([
      moved('u-register', { transactionType: 'register', amount: '0', currency: 'EUR' }, null),
      moved('u-debit', { transactionType: 'debit', amount: '12.5', currency: 'USD' }, 11.5),
    ]);
    render(<MovedPayments report={report} names={names} money={money} onSimulate={vi.fn()} />);
    const rows = within(screen.getByRole('table', { name: 'Payments that move' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Registration, no amount');
    expect(rows[0]).not.toHaveTextContent('0 EUR');
    expect(rows[1]).toHaveTextContent('12.50 USD');
    expect(rows[1]).toHaveTextContent('11.50 EUR (base)');
  });
});
