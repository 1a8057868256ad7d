import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { TestTransactionResult } from '@contracts/bff-transactions';
import { dccSelectionProblem, type DccData } from '@domain/dcc/dcc';
import { ProductionConfirm } from '../../components/production-confirm';
import { RequestError } from '../../components/request-error';
import { transactionsApi } from './transactions-api';
import { useProductionConfirmation } from '../../lib/use-production-confirmation';
import { formatMoney } from '@web/lib/format';

export interface DccChoiceProps {
  env: string;
  connectorGuid: string;
  dcc: DccData;
  onContinued(currency: string, result: TestTransactionResult): void;
}

/** The choice the payer would see after PENDING_DCC: pay in the original currency or in the card's. */
export const DccChoice = ({ env, connectorGuid, dcc, onContinued }: DccChoiceProps) => {
  const confirmation = useProductionConfirmation();
  const [problem, setProblem] = useState<string | null>(null);
  const continueDcc = useMutation({
    mutationFn: (selectedDccCurrency: string) => transactionsApi.continueDcc(env, connectorGuid, { continueDccUuid: dcc.uuid, selectedDccCurrency }),
    onSuccess: (result, currency) => onContinued(currency, result),
  });
  const choose = (currency: string) => {
    const why = dccSelectionProblem(dcc, currency);
    setProblem(why ?? null);
    if (!why && confirmation.ready) continueDcc.mutate(currency);
  };
  const choices = [
    { amount: dcc.originalAmount, currency: dcc.originalCurrency },
    { amount: dcc.convertedAmount, currency: dcc.convertedCurrency },
  ];
  return (
    <div className="dcc-choice" role="group" aria-label="Currency choice" data-testid="dcc-choice">
      <p>
        <strong>The payer chooses the currency.</strong> Rate: 1 {dcc.originalCurrency} = {dcc.conversionRate} {dcc.convertedCurrency}, including a mark-up of {dcc.markUp} %.
      </p>
      <p className="dcc-disclaimer">{dcc.disclaimer}</p>
      <ProductionConfirm confirmation={confirmation} consequence="completes a real payment" />
      <div className="form-actions">
        {choices.map(({ amount, currency }) => (
          <button key={currency} type="button" className="button" disabled={continueDcc.isPending || !confirmation.ready} onClick={() => choose(currency)}>
            Pay {formatMoney(amount, currency)}
          </button>
        ))}
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {continueDcc.isError ? <RequestError title="The transaction was not continued" error={continueDcc.error} /> : null}
    </div>
  );
};
