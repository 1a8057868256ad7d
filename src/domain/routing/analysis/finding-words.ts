import type { ConnectorNameLookup } from '../describe/connector-names';
import { describeCondition } from '../describe/describe-condition';
import { positionInWords, stepsBelow } from '../describe/describe-place';
import type { Condition, RuleNode } from '../document';
import { arrivingWords, type Blocked } from './reach-state';

/** The tree a finding is in, for naming its rules in words. */
export interface TreeWords {
  readonly root: RuleNode | null | undefined;
  readonly rootPath: string;
  readonly names: ConnectorNameLookup;
  /** Sentences already made in this analysis: a rule that explains many findings is described once. */
  readonly sentences: Map<Condition, string>;
  /** Where each ancestor named so far hangs, by path: many findings share one cause. */
  readonly places: Map<string, string>;
}

const quoted = (condition: Condition, words: TreeWords) => {
  let sentence = words.sentences.get(condition);
  if (sentence === undefined) words.sentences.set(condition, (sentence = describeCondition(condition, words.names)));
  return `'${sentence}'`;
};

/** "only USD arrives here, because of the then branch of 'Currency is USD' at the top" */
const why = (b: Blocked, words: TreeWords): string | undefined => {
  if (!b.cause) return undefined;
  const { branch, condition, path } = b.cause;
  let where = words.places.get(path);
  if (where === undefined) words.places.set(path, (where = positionInWords(words.root, stepsBelow(words.rootPath, path), words.names)));
  return `${arrivingWords(b) ?? 'what arrives'} here, because of the ${branch} branch of ${quoted(condition, words)} ${where}`;
};

export const unreachableMessage = (b: Blocked, condition: Condition, branch: 'then' | 'else', words: TreeWords): string => {
  const rule = quoted(condition, words);
  const reason = why(b, words);
  if (reason) return `Never reached: ${reason}, so ${rule} never takes ${branch}.`;
  const arriving = arrivingWords(b);
  return `Never reached: ${rule} never takes ${branch}${arriving ? ` (${arriving} here)` : ''}.`;
};

export const alwaysMessage = (b: Blocked, condition: Condition, never: 'then' | 'else', words: TreeWords): string => {
  const rule = quoted(condition, words);
  const outcome = never === 'else' ? 'true' : 'false';
  const reason = why(b, words);
  if (reason) return `Always ${outcome} here: ${reason}, so ${rule} never takes ${never}.`;
  const arriving = arrivingWords(b);
  return `Always ${outcome}: ${rule} never takes ${never}${arriving ? ` (${arriving} here)` : ''}.`;
};
