import { useState } from 'react';
import { useCurrentEnvironment } from './use-current-environment';

/**
 * Every write to production asks for an explicit confirmation. Until the environment list has
 * loaded we cannot tell, so a write asks as if it were production (as the golden-case form does).
 */
export const useProductionConfirmation = () => {
  const { current } = useCurrentEnvironment();
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

export type ProductionConfirmation = ReturnType<typeof useProductionConfirmation>;
