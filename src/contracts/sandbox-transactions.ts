import { z } from 'zod';
import { DccData } from '@domain/dcc/dcc';
import { SimTransaction } from '@domain/routing/evaluation/transaction';
import { TRANSACTION_OPERATIONS, TransactionErrorItem } from './gateway-transactions';

/**
 * The sandbox's own view of a transaction, `GET {sandbox}/sandbox/transactions/:uuid` (sandbox only,
 * provisioning credentials): the routing decision the domain evaluator made, every attempt, and the
 * profile, DCC and follow-up facts. A real gateway has no such endpoint.
 */

export const ATTEMPT_STATUSES = ['success', 'declined', 'timeout', 'error'] as const;

export const SandboxAttempt = z.object({
  attempt: z.number().int().positive(),
  uuid: z.string(),
  connectorGuid: z.string(),
  metaConnectorGuid: z.string().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  errorCode: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
  adapterCode: z.string().nullable(),
  adapterMessage: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  /** How long the acquirer took (the world's models); null when it answered at once (test cards, configuration errors). */
  latencyMs: z.number().int().nullable().optional(),
  createdAt: z.string(),
});
export type SandboxAttempt = z.infer<typeof SandboxAttempt>;

export const RoutingTraceStep = z.object({
  path: z.string(),
  constraint: z.string().nullable(),
  result: z.union([z.boolean(), z.enum(['unevaluable', 'leaf', 'empty'])]),
  sentence: z.string(),
});

/**
 * Where routing ended: a route leaf, or the default connector (null: the document has none), or
 * (`stored-instrument`) the connector a `pt::` payment token is tied to, without evaluating the tree.
 */
export const RoutingDecision = z.object({
  kind: z.enum(['route', 'default', 'stored-instrument']),
  connector: z.string().nullable(),
  onFail: z.array(z.string()),
  /** The leaf's path, or where evaluation fell through to the default. */
  path: z.string(),
  /** Why the default was used (`unevaluable`, `no-branch`, `no-tree`, `not-a-leaf`) or the stored instrument's tie; null for a route. */
  reason: z.string().nullable(),
});
export type RoutingDecision = z.infer<typeof RoutingDecision>;

/** The routing of a transaction sent to a meta-connector, exactly as the domain evaluator decided it. */
export const TransactionRouting = z.object({
  kind: z.enum(['single-method', 'multi-method']),
  metaConnectorGuid: z.string(),
  /** The transaction as routing read it: replay it in the simulator to see the same decision. */
  evaluatedAs: SimTransaction,
  /** Multi-method: the chosen method and whether its availability let it through. */
  method: z.object({ method: z.string(), available: z.boolean(), basis: z.string() }).nullable(),
  /** Null when the method is not available (nothing was routed). */
  decision: RoutingDecision.nullable(),
  /** Connectors in the order they may be tried: the route's connector, then its onFail chain. */
  chain: z.array(z.string()),
  availabilityTrace: z.array(RoutingTraceStep),
  trace: z.array(RoutingTraceStep),
});
export type TransactionRouting = z.infer<typeof TransactionRouting>;

/**
 * The stored instrument a `pt::` transactionToken paid with (spec rules 2, 3), or the one a
 * `referenceUuid` without a token paid with (rule 4: no token, no profile named).
 */
export const SandboxStoredInstrument = z.object({
  paymentToken: z.string().nullable(),
  profileGuid: z.string().nullable(),
  /** The connector the instrument is tied to: a meta-connector routed there without evaluating its tree. */
  connectorGuid: z.string(),
  registerTransactionUuid: z.string(),
});

/** A DCC quote as the sandbox keeps it: the quote, and once continued the currency the payer chose. */
export const SandboxDcc = z.object({
  quote: DccData,
  selectedCurrency: z.string().nullable(),
  continuedAt: z.string().nullable(),
});


export const SandboxCard = z.object({
  brand: z.string(),
  bin: z.string(),
  lastFourDigits: z.string(),
  binCountry: z.string(),
  binType: z.string().nullable(),
  threeDSecure: z.boolean(),
  behaviour: z.string(),
});
export type SandboxCard = z.infer<typeof SandboxCard>;
export const SandboxTransaction = z.object({
  uuid: z.string(),
  purchaseId: z.string(),
  merchantTransactionId: z.string(),
  type: z.enum(TRANSACTION_OPERATIONS),
  /** `pending-dcc`: quoted, waiting for continue-dcc; `redirect`: waiting for the payer on the payment page. No acquirer tried yet in either. */
  status: z.enum(['success', 'error', 'pending-dcc', 'redirect']),
  /** The connector whose API key received the request (a meta-connector or a plain one). */
  apiConnectorGuid: z.string(),
  metaConnectorGuid: z.string().nullable(),
  /** The connector of the last attempt; null when no connector was tried. */
  connectorGuid: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  paymentMethod: z.string(),
  transactionIndicator: z.string().nullable(),
  referenceUuid: z.string().nullable(),
  errors: z.array(TransactionErrorItem),
  routing: TransactionRouting.nullable(),
  attempts: z.array(SandboxAttempt),
  /** debit/preauthorize that also registered the instrument. */
  withRegister: z.boolean(),
  /** When a successful deregister ended this register/withRegister transaction's instrument. */
  deregisteredAt: z.string().nullable(),
  dcc: SandboxDcc.nullable(),
  /** The customerProfileData the transaction answered with (its instrument stored in that profile). */
  customerProfile: z.object({ profileGuid: z.string(), customerIdentification: z.string(), paymentToken: z.string() }).nullable(),
  storedInstrument: SandboxStoredInstrument.nullable(),
  /**
   * The card it paid with, and who answered it: `behaviour` is a test card's declared one (the same
   * at every acquirer), or `model` for a tokenized card the world's acquirer models answer.
   */
  card: SandboxCard.nullable().optional(),
  createdAt: z.string(),
});
export type SandboxTransaction = z.infer<typeof SandboxTransaction>;

export const SandboxTransactionResponse = z.object({ success: z.literal(true), transaction: SandboxTransaction });
export type SandboxTransactionResponse = z.infer<typeof SandboxTransactionResponse>;
