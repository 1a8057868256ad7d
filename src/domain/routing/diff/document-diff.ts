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

// The settings as the editor's forms label them, never the document's keys.
const TOP_LEVEL_WORDS: Record<(typeof TOP_LEVEL)[number], (value: boolean | number | null | undefined) => string> = {
  defaultActionDisable: (v) => (v == null ? 'unset' : v ? 'disable the method' : 'enable the method'),
  paymentSelectionMaxRetries: (v) => (v == null ? 'unset' : String(v)),
  paymentSelectionExpiryHours: (v) => (v == null ? 'unset' : `${String(v)} h`),
};
const TOP_LEVEL_LABELS: Record<(typeof TOP_LEVEL)[number], string> = {
  defaultActionDisable: 'When no availability rule decides',
  paymentSelectionMaxRetries: 'Payment selection retries',
  paymentSelectionExpiryHours: 'Payment selection expiry',
};
const FLAG_WORDS: Record<(typeof METHOD_FLAGS)[number], (on: boolean) => string> = {
  disabled: (on) => (on ? 'switched off (never offered)' : 'switched on again'),
  rerouteRecurring: (on) => `rerouting of recurring payments turned ${on ? 'on' : 'off'}`,
  convertDebitToPreauth: (on) => `converting debits to preauthorizations turned ${on ? 'on' : 'off'}`,
};

/** Per-method changes of a multi-method document; methods are matched by name, case-insensitively. */
export const diffMultiMethod = (before: MultiMethodDocument, after: MultiMethodDocument, names: ConnectorNameLookup = noConnectorNames): DocumentChange[] => {
  const out: DocumentChange[] = [];
  // Omitted or null top-level settings and method default connectors keep the gateway's current
  // value (gateway-contract §2): emptying one in the editor changes nothing, so it is no change.
  for (const key of TOP_LEVEL)
    if (after[key] != null && (before[key] ?? null) !== after[key]) out.push(setting(key, `${TOP_LEVEL_LABELS[key]} changed from ${TOP_LEVEL_WORDS[key](before[key])} to ${TOP_LEVEL_WORDS[key](after[key])}`));
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
      if ((old[flag] ?? false) !== (block[flag] ?? false)) out.push(setting(`methods/${i}/${flag}`, `${method}: ${FLAG_WORDS[flag](block[flag] ?? false)}`, method));
    for (const kind of ['availability', 'routing'] as const)
      out.push(...diffTrees(old[kind]?.tree, block[kind]?.tree, `methods/${i}/${kind}/tree`, names).map((c) => ({ ...c, method, message: `${method} ${kind}: ${c.message}` })));
  });
  return out;
};

/** The rule changes of a diff sorted onto the graph by path: settings (default connector, flags) have no node. */
export interface ChangesOnGraph {
  added: string[];
  removed: string[];
  changed: string[];
}

export const changesOnGraph = (changes: readonly DocumentChange[]): ChangesOnGraph => {
  const added: string[] = [];
  const removed: string[] = [];
  const changed: string[] = [];
  for (const c of changes) {
    if (c.kind === 'setting') continue;
    (c.kind === 'added' ? added : c.kind === 'removed' ? removed : changed).push(c.path);
  }
  return { added, removed, changed: [...new Set(changed)] };
};
