import { useLocation } from 'react-router';
import { SimTransaction } from '../../../../domain/routing/evaluation/transaction';

/**
 * A transaction another page asks the routing page to simulate (`navigate(path, {state: {simulate}})`),
 * parsed at this boundary; null when there is none or it does not parse.
 */
export const useIncomingSimulation = (): SimTransaction | null => {
  const state = useLocation().state as { simulate?: unknown } | null;
  const parsed = SimTransaction.safeParse(state?.simulate);
  return parsed.success ? parsed.data : null;
};
