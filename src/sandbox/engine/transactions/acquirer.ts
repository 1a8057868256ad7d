import { HARD_DECLINE_CODES, TRANSACTION_ERROR_CODES as CODES } from '@contracts/gateway-transactions';

/** What a test card does at the simulated acquirers (manifest `testCards[].behaviour`). */
export interface CardBehaviour {
  behaviour: string;
  declineCode: number | null;
}

export interface ConnectorState {
  guid: string;
  isMetaConnector: boolean;
  disabled: boolean;
  archived: boolean;
}

export interface AttemptOutcome {
  status: 'success' | 'declined' | 'timeout' | 'error';
  errorCode: number | null;
  errorMessage: string | null;
  adapterCode: string | null;
  adapterMessage: string | null;
}

const MESSAGES: Record<number, [message: string, adapterCode: string, adapterMessage: string]> = {
  2003: ['Transaction declined', '05', 'Do not honour'],
  2006: ['Insufficient funds', '51', 'Not sufficient funds'],
  3001: ['Timeout', 'TIMEOUT', 'The acquirer did not answer in time'],
};

const failure = (status: AttemptOutcome['status'], code: number): AttemptOutcome => {
  const [errorMessage, adapterCode, adapterMessage] = MESSAGES[code] ?? [`Transaction declined (${code})`, String(code), 'Declined'];
  return { status, errorCode: code, errorMessage, adapterCode, adapterMessage };
};

/**
 * One acquirer's answer. Every simulated acquirer treats a test card alike (the manifest describes
 * the card, not the acquirer), answers at once (a timeout is reported, not waited for), and does not
 * check currencies. A connector that cannot process (disabled or archived since the document was
 * saved, or a meta-connector) is a configuration error of that attempt.
 */
export const acquirerOutcome = (card: CardBehaviour, connector: ConnectorState): AttemptOutcome => {
  if (connector.disabled || connector.archived || connector.isMetaConnector) {
    const why = connector.isMetaConnector ? 'is a meta-connector' : connector.disabled ? 'is disabled' : 'is archived';
    return { status: 'error', errorCode: CODES.configuration, errorMessage: `Connector ${why}`, adapterCode: null, adapterMessage: null };
  }
  switch (card.behaviour) {
    case 'success':
      return { status: 'success', errorCode: null, errorMessage: null, adapterCode: null, adapterMessage: null };
    case 'soft-decline':
      return failure('declined', card.declineCode ?? CODES.declined);
    case 'hard-decline':
      return failure('declined', card.declineCode ?? CODES.insufficientFunds);
    case 'timeout':
      return failure('timeout', CODES.timeout);
    default:
      throw new Error(`unknown test card behaviour '${card.behaviour}'`);
  }
};

/** Contract §2: soft declines (and timeouts, configuration errors) fail over; hard declines never do. */
export const failsOver = (outcome: AttemptOutcome): boolean =>
  outcome.status !== 'success' && !(outcome.errorCode !== null && HARD_DECLINE_CODES.has(outcome.errorCode));

export interface Attempt extends AttemptOutcome {
  connectorGuid: string;
}

/**
 * Tries the chain in order until one succeeds, one fails hard, or the chain ends. A GUID outside the
 * tenant (the validator never stores one) is skipped: there is no connector to record an attempt on.
 * `card` may depend on the connector: the history generator makes one acquirer time out during an
 * outage while the card itself is fine elsewhere.
 */
export const runAttempts = (
  chain: readonly string[],
  card: CardBehaviour | ((connectorGuid: string) => CardBehaviour),
  connectorOf: (guid: string) => ConnectorState | undefined,
): Attempt[] => {
  const attempts: Attempt[] = [];
  for (const connectorGuid of chain) {
    const connector = connectorOf(connectorGuid);
    if (!connector) continue;
    const outcome = acquirerOutcome(typeof card === 'function' ? card(connectorGuid) : card, connector);
    attempts.push({ connectorGuid, ...outcome });
    if (!failsOver(outcome)) break;
  }
  return attempts;
};
