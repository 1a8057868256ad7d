import { STUDIO_CATALOGUE, type ConditionCatalogue } from '../conditions/catalogue';
import type { Condition } from '../document';
import { noConnectorNames, type ConnectorNameLookup } from './connector-names';
import { compactParams } from './format';
import { parseParams } from '../conditions/parse-params';

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
  if (!parsed.success) return `${kind.name} (invalid params): ${compactParams(condition.params)}`;
  try {
    return kind.describe(parsed.data, { connector: (guid) => names(guid) ?? guid });
  } catch {
    return `${kind.name}: ${compactParams(condition.params)}`;
  }
};
