import type { z } from 'zod';
import type { PaymentRecordField } from '../../bi/payment-record-fields';
import type { Place, Split } from '../analysis/split-helpers';
import type { ReachState } from '../analysis/reach-state';
import type { ConditionTest } from '../evaluation/conditions/types';
import type { SimTransaction } from '../evaluation/transaction';
import type { FormFacts } from './form';

/** What a condition reads from a transaction; used to explain and group conditions. */
export type ConditionInput = 'customer' | 'card' | 'amount' | 'risk' | 'extraData' | 'random' | 'transaction' | 'iban' | 'counters';

/** What a sentence may look up: a connector's name for its GUID (the GUID itself when unknown). */
export interface DescribeContext {
  connector(guid: string): string;
}

/**
 * What the reachability analysis knows of a kind. `split` mirrors the evaluator: it narrows what
 * reaches `then` and `else`. It reads params leniently (raw), because invalid params make the
 * evaluator stop at the default, so whatever the analysis keeps there stays sound. Unknown kinds
 * keep both branches as they arrived and never cause a warning.
 */
export type AnalysisFacts =
  | { readonly reasoned: true; split(state: ReachState, at: Place, params: Readonly<Record<string, unknown>>): Split }
  | { readonly reasoned: false; readonly why: string };

/**
 * What a replay of BI history needs of a kind. `fetch`: the record fields to download; `needs`: the
 * ones whose absence in a record means it cannot be decided (counted apart, never guessed);
 * `blocker`: a params-dependent reason on top (ExtraData's key). Or why history cannot answer it.
 */
export type ReplayFacts =
  | {
      readonly replayable: true;
      readonly fetch: readonly PaymentRecordField[];
      readonly needs: readonly PaymentRecordField[];
      blocker?(params: Readonly<Record<string, unknown>>, tx: SimTransaction): string | null;
    }
  | { readonly replayable: false; readonly why: string };

/**
 * Everything the studio knows about one kind of condition, in one place (docs/condition-kinds.md).
 * The registry (`registry.ts`) lists them; catalogue, validator, evaluator, describer, analysis,
 * replay and the inspector's forms read them from there.
 */
export interface ConditionKind<Id extends string = string, S extends z.ZodType = z.ZodType> {
  /** The gateway's constraint identifier. */
  readonly identifier: Id;
  /** Display name in the studio. */
  readonly name: string;
  readonly input: ConditionInput;
  /** Allowed in multi-method documents (gateway-interfaces.md, Limits 2). */
  readonly multiMethod: boolean;
  /** The one source of the params type; published as JSON Schema by `listRoutingConstraints`. */
  readonly params: S;
  /** The condition as one sentence ("Card BIN country in DE, AT"). Params are valid here. */
  describe(params: z.infer<S>, ctx: DescribeContext): string;
  /**
   * Does all param work once (regexes, Sets, thresholds) and returns the test. The interpreter calls
   * it per visit, the compiled evaluator once per node and then only the returned closure, which
   * must allocate nothing unless a note (trace) is asked for.
   */
  prepare(params: z.infer<S>): ConditionTest;
  readonly analysis: AnalysisFacts;
  readonly replay: ReplayFacts;
  readonly form: FormFacts;
  /** Valid params for tests; the first is the one fixtures use (`everyConditionParams`). */
  readonly samples: readonly [z.infer<S>, ...Array<z.infer<S>>];
}

/** Any kind, whatever its params: what consumers that look kinds up by identifier hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- params differ per kind; each kind is checked against its own schema where it is defined
export type AnyConditionKind = ConditionKind<string, any>;

/** Defines a kind, keeping its identifier as a literal type so the registry can check its key. */
export const defineKind = <const Id extends string, S extends z.ZodType>(kind: ConditionKind<Id, S>): ConditionKind<Id, S> => kind;
