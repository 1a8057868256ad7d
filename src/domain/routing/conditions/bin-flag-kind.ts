import { z } from 'zod';
import { needsCard, yesNo as yesNoTest } from '../evaluation/conditions/shared';
import { defineKind, type ConditionKind } from './condition-kind';
import { notReasoned, notReplayable, UNKNOWN_BIN_DATA } from './facts';
import { formOf } from './form';
import { yesNo } from './param-values';

/** The card flags BIN data may set, each read by one yes/no kind. */
type BinFlag = 'prepaid' | 'reloadable';

type FlagParams<Param extends string> = z.ZodObject<{ [K in Param]: typeof yesNo }, z.core.$strict>;

/**
 * What the yes/no BIN kinds (prepaid, reloadable) share: one `yes`/`no` param, the sentence, the
 * evaluation, the analysis and replay facts, the form. Each kind's own file names its identifier,
 * its param and flag, and keeps its samples.
 */
export const binFlagKind = <const Id extends string, const Param extends string>(kind: {
  identifier: Id;
  name: string;
  param: Param;
  flag: BinFlag;
  /** The form's label of the param. */
  label: string;
  samples: readonly [z.infer<FlagParams<Param>>, ...Array<z.infer<FlagParams<Param>>>];
}): ConditionKind<Id, FlagParams<Param>> => {
  const { param, flag } = kind;
  const params = z.strictObject({ [param]: yesNo } as { [K in Param]: typeof yesNo });
  const words = { yes: `Card is ${flag}`, no: `Card is not ${flag}` };
  const ofParam = <V>(value: V) => ({ [param]: value }) as Record<Param, V>;
  const answer = (p: z.infer<FlagParams<Param>>) => (p as Record<Param, 'yes' | 'no'>)[param];
  return defineKind({
    identifier: kind.identifier,
    name: kind.name,
    input: 'card',
    multiMethod: false,
    params,
    describe: (p) => words[answer(p)],
    // Without BIN data a card is not known to have the flag: "yes" is false and "no" true, the
    // yes/no reading of the contract's BIN rule (`in` false, `notin` true).
    prepare: (p) => yesNoTest(answer(p), `card.${flag}`, (tx) => tx.card?.[flag], words, needsCard),
    analysis: notReasoned(UNKNOWN_BIN_DATA),
    replay: notReplayable(`whether a card is ${flag} is not in the BI record`),
    // The cast only spells the generic params' type out for formOf: zod cannot infer through `Param`.
    form: formOf(params as z.ZodType<Record<Param, 'yes' | 'no'>>, { defaults: ofParam('yes'), labels: ofParam(kind.label) }),
    samples: kind.samples,
  });
};
