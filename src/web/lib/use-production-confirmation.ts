import { useState } from 'react';
import type { EnvironmentSummary } from '@contracts/bff-api';
import { useCurrentEnvironment } from './use-current-environment';

/**
 * Every write to production asks for an explicit confirmation. Until the environment list has
 * loaded we cannot tell, so a write asks as if it were production. `current` is the environment the
 * write goes to (the routing editor's edited one may differ from the page's).
 */
export const useProductionConfirmationFor = (current: EnvironmentSummary | undefined) => {
  const production = current === undefined || current.production;
  const [confirmed, setConfirmed] = useState(false);
  return {
    production,
    environmentName: current?.name,
    confirmed,
    setConfirmed,
    /** True when the write may go: not production, or confirmed. */
    ready: !production || confirmed,
    /** Each write asks again: a confirmation covers one send. */
    reset: () => setConfirmed(false),
  };
};

/** The confirmation of a write to the environment the page works in. */
export const useProductionConfirmation = () => useProductionConfirmationFor(useCurrentEnvironment().current);

export type ProductionConfirmation = ReturnType<typeof useProductionConfirmationFor>;
