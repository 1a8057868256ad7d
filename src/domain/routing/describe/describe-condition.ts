import { STUDIO_CATALOGUE, type ConditionCatalogue } from '../conditions/catalogue';
import type { Condition } from '../document';
import { noConnectorNames, type ConnectorNameLookup } from './connector-names';
import { compactParams } from './format';
import { parseParams } from '../conditions/parse-params';
import type { ConditionKind } from '../conditions/condition-kind';
import { paramInWords } from './param-words';
import { zodMessageInWords } from './zod-words';

/** A condition's first params problem as its form would say it: "share of payments to the first branch must be at most 100". */
const paramsProblemInWords = (kind: ConditionKind, issue: { path: readonly PropertyKey[]; message: string } | undefined): string => {
  if (!issue) return 'its settings are not valid';
  const param = issue.path[0] === undefined ? undefined : String(issue.path[0]);
  const label = paramInWords(kind.identifier, param) ?? (param ? `the setting '${param}'` : 'its settings');
  return `${label} ${zodMessageInWords(issue.message) ?? 'is not valid'}`;
};

/**
 * A condition as one readable sentence ("Card BIN country in DE, AT", "Amount ≥ 1,000 EUR"), in its
 * kind's words (`conditions/<kind>.ts`, `describe`). Never throws: an unknown constraint (newer
 * catalogue) or params that do not match the schema (mid-edit, or a gateway we do not know) still
 * render, raw, so the graph can always be drawn.
 */
export const describeCondition = (
  condition: Condition | undefined,
  names: ConnectorNameLookup = noConnectorNames,
  catalogue: ConditionCatalogue = STUDIO_CATALOGUE,
): string => {
  if (!condition || typeof condition.constraint !== 'string') return 'Condition (missing)';
  const kind = catalogue.kindOf(condition.constraint);
  if (!kind) return `${condition.constraint} (unknown condition): ${compactParams(condition.params)}`;
  const parsed = parseParams(kind.params, condition.params);
  if (!parsed.success) return `${kind.name}, to fix: ${paramsProblemInWords(kind, parsed.error.issues[0])}`;
  try {
    return kind.describe(parsed.data, { connector: (guid) => names(guid) ?? guid });
  } catch {
    return `${kind.name}: ${compactParams(condition.params)}`;
  }
};
