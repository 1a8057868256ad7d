import './simulator.css';
import { useEditedEnvironment, useEvaluationSettings } from '../editor/use-evaluation-settings';

/** Says which base currency "Base Amount" rules and batch sums use: the environment's, as at save time. */
export const EvaluationNote = () => {
  const { baseCurrency } = useEvaluationSettings();
  const fromEnvironment = useEditedEnvironment()?.evaluation !== undefined;
  return (
    <p className="sim-settings muted" data-testid="sim-settings">
      Base currency {baseCurrency} ({fromEnvironment ? 'the environment’s' : 'reference settings'}); IP addresses are located with the demo ranges.
    </p>
  );
};
