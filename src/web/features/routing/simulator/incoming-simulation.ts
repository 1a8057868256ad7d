import { useContext, useMemo } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { SimTransaction } from '@domain/routing/evaluation/transaction';

/**
 * A transaction another page asks the routing page to simulate (`navigate(path, {state: {simulate, simulateSeed?}})`),
 * parsed at this boundary; null when there is none or it does not parse. Read from the location
 * context without requiring a router, so the simulator also renders on its own (tests, embeds).
 */
export const useIncomingSimulation = (): { tx: SimTransaction; seed: number } | null => {
  const state = (useContext(UNSAFE_LocationContext)?.location?.state ?? null) as { simulate?: unknown; simulateSeed?: unknown } | null;
  const incoming = state?.simulate;
  const seed = state?.simulateSeed;
  // One object per navigation, so a panel can tell a new transaction from a re-render.
  return useMemo(() => {
    const parsed = SimTransaction.safeParse(incoming);
    // A replayed payment brings the seed its replay drew with, so the simulator draws the same splits.
    return parsed.success ? { tx: parsed.data, seed: typeof seed === 'number' && Number.isInteger(seed) ? seed : 1 } : null;
  }, [incoming, seed]);
};
