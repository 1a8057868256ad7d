import { commandProblem, emptySlotProblem, getAt, type EditCommand } from '@domain/routing/commands';
import type { RuleNode, TreeKind } from '@domain/routing/document';
import type { EditorState } from '../state/editor-store';
import { isMultiMethodDocument } from '@domain/routing/tree-walk';
import { NEW_CONDITION, newConditionOf, newLeaf, newRoute } from './new-rules';

export interface CanvasAction {
  id: string;
  label: string;
  /** Visible text; the full label stays the accessible name. */
  short?: string;
  /** Why the action cannot run now (shown as the disabled button's title), or undefined. */
  problem?: string;
  shortcut?: string;
  run(): void;
}

const isNode = (value: unknown): value is RuleNode => value !== null && typeof value === 'object' && !Array.isArray(value);
const NO_CONNECTOR = 'No eligible connector to route to';

/** What the selection is: a rule node, an empty branch, or nothing the canvas can act on. */
export const selectionKind = (doc: unknown, path: string | null): 'rule' | 'slot' | null => {
  if (!path) return null;
  if (isNode(getAt(doc, path))) return 'rule';
  return emptySlotProblem(doc, path) === undefined ? 'slot' : null;
};

/**
 * Every command that applies to the selection, each checked with commandProblem so the toolbar
 * disables what would fail instead of failing on click. `connector` is the target of new routes;
 * in availability trees new leaves are enable/disable actions instead.
 */
export const nodeActions = (state: EditorState, path: string | null, connector: string | undefined, treeKind: TreeKind = 'routing'): CanvasAction[] => {
  const doc = state.history.present;
  const kind = selectionKind(doc, path);
  if (!path || !kind) return [];
  const availability = treeKind === 'availability';
  // Random splits route payments: not in availability trees, nor in multi-method documents (the gateway allows them only in single-method routing).
  const splits = !availability && !isMultiMethodDocument(doc);
  const act = (id: string, label: string, cmd: EditCommand | null, after?: string, extra: Partial<CanvasAction> = {}): CanvasAction => ({
    id,
    label,
    problem: cmd ? commandProblem(doc, cmd) : NO_CONNECTOR,
    run: () => {
      if (cmd && state.dispatch(cmd) === undefined && after) state.select(after);
    },
    ...extra,
  });
  if (kind === 'slot') {
    const { parent, branch } = slotOwner(path);
    const addLeaf = (node: RuleNode | null): EditCommand | null =>
      !node ? null : parent && branch ? { type: 'addBranch', path: parent, branch, node } : { type: 'pasteSubtree', to: path, node };
    return [
      act(availability ? 'add-action' : 'add-route', availability ? 'Add action here' : 'Add route here', addLeaf(newLeaf(treeKind, connector)), path),
      ...(splits ? [act('add-split', 'Add a split here (50 % each way)', connector ? { type: 'addSplit', path, percentTrue: 50, first: newRoute(connector), second: newRoute(connector) } : null, path, { short: 'Add a split' })] : []),
      act('add-condition', 'Add condition here', addLeaf(newConditionOf(treeKind, connector)), path),
      {
        id: 'paste',
        label: 'Paste here',
        shortcut: 'Control+V',
        problem: state.clipboard ? commandProblem(doc, { type: 'pasteSubtree', to: path, node: state.clipboard }) : 'The clipboard is empty',
        run: () => void state.paste(path),
      },
    ];
  }
  const node = getAt(doc, path) as RuleNode;
  const isCondition = node.if !== undefined;
  const actions: CanvasAction[] = [
    act('above-then', 'Add condition above (this rule as then)', { type: 'addConditionAbove', path, condition: NEW_CONDITION, keepAs: 'then' }, path, { short: 'If above ▸then' }),
    act('above-else', 'Add condition above (this rule as else)', { type: 'addConditionAbove', path, condition: NEW_CONDITION, keepAs: 'else' }, path, { short: 'If above ▸else' }),
  ];
  if (isCondition) {
    for (const branch of ['then', 'else'] as const)
      if (!node[branch]) {
        const leaf = newLeaf(treeKind, connector);
        actions.push(act(`add-${branch}`, `Add ${branch} branch`, leaf ? { type: 'addBranch', path, branch, node: leaf } : null, `${path}/${branch}`, { short: `+ ${branch}` }));
      }
    const asLeaf = availability ? { action: 'enable' as const } : connector ? { route: { connector } } : null;
    const leafWord = availability ? 'action' : 'route';
    actions.push(act('to-leaf', `Turn into ${leafWord} (drops the rules below)`, asLeaf ? { type: 'conditionToLeaf', path, leaf: asLeaf } : null, undefined, { short: `To ${leafWord}` }));
    actions.push(act('delete-keep-then', 'Delete condition, keep then', { type: 'deleteNode', path, keep: 'then' }, undefined, { short: 'Delete, keep then' }));
    actions.push(act('delete-keep-else', 'Delete condition, keep else', { type: 'deleteNode', path, keep: 'else' }, undefined, { short: 'Delete, keep else' }));
    actions.push({ id: 'collapse', label: state.collapsed.has(path) ? 'Expand subtree' : 'Collapse subtree', short: state.collapsed.has(path) ? 'Expand' : 'Fold', run: () => state.toggleCollapsed(path) });
  } else {
    if (splits && node.route) actions.push(act('add-split', 'Split this route’s payments (50 % stay, 50 % to another route)', connector ? { type: 'addSplit', path, percentTrue: 50, second: newRoute(connector) } : null, path, { short: 'Add a split' }));
    actions.push(act('to-condition', 'Turn into condition', { type: 'leafToCondition', path, condition: NEW_CONDITION }, undefined, { short: 'To condition' }));
  }
  actions.push(act('delete-subtree', 'Delete subtree', { type: 'deleteSubtree', path }, undefined, { shortcut: 'Delete', short: 'Delete subtree' }));
  actions.push({ id: 'cut', label: 'Cut', shortcut: 'Control+X', run: () => state.cut(path) });
  actions.push({ id: 'copy', label: 'Copy', shortcut: 'Control+C', run: () => state.copy(path) });
  return actions;
};

export const slotOwner = (path: string): { parent: string | null; branch: 'then' | 'else' | null } => {
  const at = path.lastIndexOf('/');
  const key = path.slice(at + 1);
  return at > 0 && (key === 'then' || key === 'else') ? { parent: path.slice(0, at), branch: key } : { parent: null, branch: null };
};
