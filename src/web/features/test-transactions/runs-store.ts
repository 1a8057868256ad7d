import { create } from 'zustand';
import type { TestTransactionResult } from '@contracts/bff-transactions';
import type { TransactionOperation } from '@contracts/gateway-transactions';

/** One send of this session and every answer it got: the first, then the continued DCC one. */
export interface TestRun {
  id: number;
  env: string;
  operation: TransactionOperation;
  connectorGuid: string;
  request: Record<string, unknown>;
  results: TestTransactionResult[];
  /** The currency the payer chose when the run was continued after a DCC quote. */
  dccCurrency?: string;
  sentAt: Date;
}

interface RunsState {
  runs: TestRun[];
  add(run: Omit<TestRun, 'id'>): number;
  continued(id: number, currency: string, result: TestTransactionResult): void;
  clear(): void;
}

let nextId = 0;

/**
 * This session's runs, newest first. UI state, not server state: the studio keeps no record of
 * test transactions (the gateway does), and a reload starts a fresh list.
 */
export const useRunsStore = create<RunsState>()((setState) => ({
  runs: [],
  add: (run) => {
    const id = (nextId += 1);
    setState((s) => ({ runs: [{ ...run, id }, ...s.runs] }));
    return id;
  },
  continued: (id, currency, result) =>
    setState((s) => ({ runs: s.runs.map((r) => (r.id === id ? { ...r, dccCurrency: currency, results: [...r.results, result] } : r)) })),
  clear: () => setState({ runs: [] }),
}));
