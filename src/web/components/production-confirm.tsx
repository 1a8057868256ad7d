import type { ProductionConfirmation } from '../lib/use-production-confirmation';

export interface ProductionConfirmProps {
  confirmation: ProductionConfirmation;
  /** What the write does, completing "I understand that this …". */
  consequence: string;
  /** What follows from it, after the environment: "…in production (X): <reason>." */
  reason?: string;
}

/** The checkbox a production write waits for; nothing outside production. */
export const ProductionConfirm = ({ confirmation, consequence, reason }: ProductionConfirmProps) =>
  confirmation.production ? (
    <label className="field production-confirm">
      <input type="checkbox" checked={confirmation.confirmed} onChange={(e) => confirmation.setConfirmed(e.target.checked)} />
      <span>
        I understand that this {consequence} in {confirmation.environmentName ? `production (${confirmation.environmentName})` : 'this environment, which may be production'}
        {reason ? `: ${reason}` : ''}.
      </span>
    </label>
  ) : null;
