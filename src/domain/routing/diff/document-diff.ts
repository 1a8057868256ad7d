import { describeRoute, noConnectorNames, type ConnectorNameLookup } from '../describe';
import type { MultiMethodDocument, SingleMethodDocument } from '../document';
import { diffTrees, type TreeChange } from './semantic-diff';
import { sameMethod } from '../method-block';

export interface DocumentChange extends Omit<TreeChange, 'kind'> {
  kind: TreeChange['kind'] | 'setting';
  /** Method name for multi-method documents. */
  method?: string;
}

const connectorText = (ref: { connector: string } | null | undefined, names: ConnectorNameLookup) =>
  ref ? describeRoute({ connector: ref.connector }, names) : 'none';

const setting = (path: string, message: string, method?: string): DocumentChange => ({ kind: 'setting', path, ruleId: null, message, ...(method ? { method } : {}) });

/** The review step's list of changes for a single-method document, in words. */
export const diffSingleMethod = (before: SingleMethodDocument, after: SingleMethodDocument, names: ConnectorNameLookup = noConnectorNames): DocumentChange[] => {
  const out: DocumentChange[] = [];
  if ((before.default?.connector ?? null) !== (after.default?.connector ?? null))
    out.push(setting('default', `Default connector changed from ${connectorText(before.default, names)} to ${connectorText(after.default, names)}`));
  if ((before.rerouteRecurring ?? false) !== (after.rerouteRecurring ?? false))
    out.push(setting('rerouteRecurring', `Rerouting of recurring transactions turned ${after.rerouteRecurring ? 'on' : 'off'}`));
  if (before.tree && !after.tree) out.push(setting('tree', 'All rules removed: every transaction goes to the default connector'));
  else out.push(...diffTrees(before.tree, after.tree, 'tree', names));
  return out;
};

const TOP_LEVEL = ['defaultActionDisable', 'paymentSelectionMaxRetries', 'paymentSelectionExpiryHours'] as const;
const METHOD_FLAGS = ['disabled', 'rerouteRecurring', 'convertDebitToPreauth'] as const;

/** Per-method changes of a multi-method document; methods are matched by name, case-insensitively. */
export const diffMultiMethod = (before: MultiMethodDocument, after: MultiMethodDocument, names: ConnectorNameLookup = noConnectorNames): DocumentChange[] => {
  const out: DocumentChange[] = [];
  // Omitted or null top-level settings and method default connectors keep the gateway's current
  // value (gateway-contract §2): emptying one in the editor changes nothing, so it is no change.
  for (const key of TOP_LEVEL)
    if (after[key] != null && (before[key] ?? null) !== after[key]) out.push(setting(key, `${key} changed from ${before[key] ?? 'unset'} to ${after[key]}`));
  after.methods.forEach((block, i) => {
    const old = before.methods.find((m) => sameMethod(m.method, block.method));
    const method = block.method;
    if (!old) {
      out.push(setting(`methods/${i}`, `Method ${method} added`, method));
      return;
    }
    if (block.defaultConnector && (old.defaultConnector?.connector ?? null) !== block.defaultConnector.connector)
      out.push(setting(`methods/${i}/defaultConnector`, `${method}: default connector changed from ${connectorText(old.defaultConnector, names)} to ${connectorText(block.defaultConnector, names)}`, method));
    for (const flag of METHOD_FLAGS)
      if ((old[flag] ?? false) !== (block[flag] ?? false)) out.push(setting(`methods/${i}/${flag}`, `${method}: ${flag} turned ${block[flag] ? 'on' : 'off'}`, method));
    for (const kind of ['availability', 'routing'] as const)
      out.push(...diffTrees(old[kind]?.tree, block[kind]?.tree, `methods/${i}/${kind}/tree`, names).map((c) => ({ ...c, method, message: `${method} ${kind}: ${c.message}` })));
  });
  return out;
};
