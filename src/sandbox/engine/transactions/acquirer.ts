import { HARD_DECLINE_CODES, TRANSACTION_ERROR_CODES as CODES } from '@contracts/gateway-transactions';
import { NO_DEGRADATION } from '../../world/attempt-odds';
import { drawAttempt, drawDoubtful, type DrawnAttempt } from '../../world/draw-attempt';
import type { PaymentFeatures } from '../../world/payment-features';
import { cannotProcess, type DegradationOf, type WorldConnector, type WorldView } from '../../world/world-view';

/** What a test card does at the simulated acquirers (manifest `testCards[].behaviour`). */
export interface CardBehaviour {
  behaviour: string;
  declineCode: number | null;
}

/** A connector as an attempt meets it: whose acquirer, and whether it can process at all. */
export type ConnectorState = WorldConnector;

export interface AttemptOutcome {
  status: 'success' | 'declined' | 'timeout' | 'error';
  errorCode: number | null;
  errorMessage: string | null;
  adapterCode: string | null;
  adapterMessage: string | null;
  /** How long the acquirer took to answer; null when it answered at once (test cards, configuration errors). */
  latencyMs: number | null;
}

const MESSAGES: Record<number, [message: string, adapterCode: string, adapterMessage: string]> = {
  2001: ['Account invalid', '14', 'Invalid card number'],
  2003: ['Transaction declined', '05', 'Do not honour'],
  2006: ['Insufficient funds', '51', 'Not sufficient funds'],
  3001: ['Timeout', 'TIMEOUT', 'The acquirer did not answer in time'],
};

const SUCCESS = { status: 'success', errorCode: null, errorMessage: null, adapterCode: null, adapterMessage: null } as const;

const failure = (status: AttemptOutcome['status'], code: number, latencyMs: number | null): AttemptOutcome => {
  const [errorMessage, adapterCode, adapterMessage] = MESSAGES[code] ?? [`Transaction declined (${code})`, String(code), 'Declined'];
  return { status, errorCode: code, errorMessage, adapterCode, adapterMessage, latencyMs };
};

/**
 * One acquirer's answer to an attempt at a connector that can process. Test cards answer as the
 * manifest describes them at every acquirer (QA depends on it); every other card, and generated
 * traffic, answers as the world's acquirer models draw it.
 */
export type Answerer = (connector: ConnectorState) => AttemptOutcome;

/** A test card: the same answer at every acquirer, at once (a timeout is reported, not waited for). */
export const cardAnswerer = (card: CardBehaviour): Answerer => () => {
  switch (card.behaviour) {
    case 'success':
      return { ...SUCCESS, latencyMs: null };
    case 'soft-decline':
      return failure('declined', card.declineCode ?? CODES.declined, null);
    case 'hard-decline':
      return failure('declined', card.declineCode ?? CODES.insufficientFunds, null);
    case 'timeout':
      return failure('timeout', CODES.timeout, null);
    default:
      throw new Error(`unknown test card behaviour '${card.behaviour}'`);
  }
};

const outcomeOfDrawn = (d: DrawnAttempt): AttemptOutcome => {
  if (d.answer === 'approve') return { ...SUCCESS, latencyMs: d.latencyMs };
  if (d.answer === 'timeout') return failure('timeout', CODES.timeout, d.latencyMs);
  return failure('declined', d.answer === 'hard' ? d.hardCode : CODES.declined, d.latencyMs);
};

/**
 * A payment answered by the world's models: its issuer state is drawn at its first attempt and kept
 * for the rest of the chain (world/acquirer-model.ts), each attempt under the incidents at its moment.
 */
export const worldAnswerer = (view: WorldView, features: PaymentFeatures, random: () => number, degradation: DegradationOf = () => NO_DEGRADATION): Answerer => {
  let doubtful: boolean | undefined;
  return (connector) => {
    doubtful ??= drawDoubtful(view.world.issuer, features, random);
    return outcomeOfDrawn(drawAttempt(view.model(connector.adapter), view.world.issuer, features, doubtful, degradation(connector), random));
  };
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
 * A connector that cannot process (disabled or archived since the document was saved, or a
 * meta-connector) is a configuration error of that attempt.
 */
export const runAttempts = (chain: readonly string[], answer: Answerer, connectorOf: (guid: string) => ConnectorState | undefined): Attempt[] => {
  const attempts: Attempt[] = [];
  for (const connectorGuid of chain) {
    const connector = connectorOf(connectorGuid);
    if (!connector) continue;
    const why = cannotProcess(connector);
    const outcome: AttemptOutcome = why
      ? { status: 'error', errorCode: CODES.configuration, errorMessage: `Connector ${why}`, adapterCode: null, adapterMessage: null, latencyMs: null }
      : answer(connector);
    attempts.push({ connectorGuid, ...outcome });
    if (!failsOver(outcome)) break;
  }
  return attempts;
};
