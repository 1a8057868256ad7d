import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TestTransactionResult } from '@contracts/bff-transactions';
import { CopyValue } from '../../components/copy-value';
import { SummaryList, type SummaryItem } from '../../components/summary-list';
import { withEnvironment } from '../../lib/environment-in-url';
import { returnDataWords } from './return-data-words';
import { TransactionErrors } from './transaction-errors';
import { formatMoney } from '@web/lib/format';

export interface ResultPanelProps {
  env: string;
  result: TestTransactionResult;
  /** The customer profile container of the connector the run was sent to, for the link to the profile. */
  container: string | null;
  /** The DCC choice, while the answer waits for it. */
  children?: ReactNode;
}

const outcome = ({ success, returnType }: TestTransactionResult['response']) => {
  if (returnType === 'PENDING_DCC') return { label: 'Awaiting currency choice', className: 'status-disabled' };
  if (returnType === 'REDIRECT') return { label: 'Redirect', className: 'status-disabled' };
  return success ? { label: 'Success', className: 'status-active' } : { label: 'Declined', className: 'status-declined' };
};

/** One answer of the gateway: outcome, identifiers, the card (returnData), errors, the profile it stored into, and the DCC or redirect step. */
export const ResultPanel = ({ env, result, container, children }: ResultPanelProps) => {
  const { response } = result;
  const { label, className } = outcome(response);
  const profile = response.customerProfileData;
  const card = returnDataWords(response.returnData);
  const profileLink = profile
    ? withEnvironment(`/profiles?${new URLSearchParams({ ...(container ? { container } : {}), profile: profile.profileGuid }).toString()}`, env)
    : null;
  const items: SummaryItem[] = [
    { term: 'Return type', value: <code>{response.returnType}</code> },
    ...(response.uuid ? [{ term: 'UUID', value: <CopyValue value={response.uuid} label="transaction UUID" /> }] : []),
    ...(response.purchaseId ? [{ term: 'Purchase ID', value: <CopyValue value={response.purchaseId} label="purchase ID" /> }] : []),
    ...(response.paymentMethod ? [{ term: 'Payment method', value: response.paymentMethod }] : []),
    // returnData: the card as the acquirer saw it, once the transaction reached the card.
    ...(card ? [{ term: 'Card', value: card }] : []),
    ...(card && response.returnData?.fingerprint ? [{ term: 'Card fingerprint', value: <CopyValue value={response.returnData.fingerprint} label="card fingerprint" /> }] : []),
    { term: 'Duration', value: `${Math.round(result.durationMs)} ms` },
  ];
  return (
    <section
      className="transaction-result"
      data-testid="transaction-result"
      data-return-type={response.returnType}
      role={response.success ? 'status' : 'alert'}
      aria-label={`${result.operation} result: ${label}`}
    >
      <p className="transaction-result-head">
        <span className={`status-badge ${className}`}>{label}</span> <strong>{result.operation}</strong>
      </p>
      <SummaryList items={items} />
      <TransactionErrors errors={response.errors ?? []} />
      {profile && profileLink ? (
        <p>
          Stored in customer profile <Link to={profileLink}>{profile.profileGuid}</Link>
          {profile.customerIdentification ? ` (customer identification ${profile.customerIdentification})` : ''}
          {profile.paymentToken ? (
            <>
              {' '}as <CopyValue value={profile.paymentToken} label="payment token" />
            </>
          ) : null}
        </p>
      ) : null}
      {response.returnType === 'REDIRECT' && response.redirectUrl ? (
        <p>
          The payer continues on the hosted payment page:{' '}
          <a href={response.redirectUrl} target="_blank" rel="noopener noreferrer">
            {response.redirectUrl} (opens in a new tab)
          </a>
        </p>
      ) : null}
      {response.dccData && response.returnType !== 'PENDING_DCC' ? (
        <p className="muted">
          DCC quote {formatMoney(response.dccData.originalAmount, response.dccData.originalCurrency)} = {formatMoney(response.dccData.convertedAmount, response.dccData.convertedCurrency)}.
        </p>
      ) : null}
      {children}
    </section>
  );
};
