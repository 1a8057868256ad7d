import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { SimTransaction } from '../../../../domain/routing/evaluation/transaction';

/**
 * A transaction another page asks the routing page to simulate (`navigate(path, {state: {simulate}})`),
 * parsed at this boundary; null when there is none or it does not parse. Read from the location
 * context without requiring a router, so the simulator also renders on its own (tests, embeds).
 */
export const useIncomingSimulation = (): SimTransaction | null => {
  const state = (useContext(UNSAFE_LocationContext)?.location?.state ?? null) as { simulate?: unknown } | null;
  const parsed = SimTransaction.safeParse(state?.simulate);
  return parsed.success ? parsed.data : null;
};
