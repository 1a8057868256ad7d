import type { RuleNode } from '../document';
import { mapTree } from '../tree-walk';
import { CommandError, type EditCommand } from './edit-command';
import { getAt, isWithin, parentPath, setAt } from './json-path';

const isNode = (value: unknown): value is RuleNode => value !== null && typeof value === 'object' && !Array.isArray(value);

const nodeAt = (doc: unknown, path: string): RuleNode => {
  const node = getAt(doc, path);
  if (!isNode(node)) throw new CommandError(`No rule at '${path}'`);
  return node;
};

/** An empty slot a subtree may go into: a null/absent then/else of a condition, or an empty tree root. */
const emptySlotProblem = (doc: unknown, path: string): string | undefined => {
  if (getAt(doc, path) !== null && getAt(doc, path) !== undefined) return `'${path}' is not empty`;
  const { parent, key } = parentPath(path);
  if (key === 'tree') return undefined;
  if (key !== 'then' && key !== 'else') return `'${path}' is not a branch`;
  const owner = getAt(doc, parent);
  if (!isNode(owner) || owner.if === undefined) return `'${parent}' is not a condition`;
  return undefined;
};

const requireEmptySlot = (doc: unknown, path: string) => {
  const problem = emptySlotProblem(doc, path);
  if (problem) throw new CommandError(problem);
};

/**
 * Clears the slot at `path`. A condition left with no branch at all routes nothing (both sides fall
 * through to the default) and the gateway rejects it (1014), so it is removed too, upwards.
 */
const clearSlot = <D>(doc: D, path: string): D => {
  let next = setAt(doc, path, null);
  let { parent, key } = parentPath(path);
  while (key === 'then' || key === 'else') {
    const owner = getAt(next, parent);
    if (!isNode(owner) || owner.then || owner.else) break;
    next = setAt(next, parent, null);
    ({ parent, key } = parentPath(parent));
  }
  return next;
};

/** Copies of rules are new rules: the gateway must assign them fresh ids. */
export const withoutIds = (node: RuleNode): RuleNode => mapTree(node, (n) => ({ ...n, id: null })) as RuleNode;

const leafOnly = (node: RuleNode): RuleNode => {
  const { if: _if, then: _then, else: _else, ...leaf } = node;
  return leaf;
};

/** A leaf without its route or action, keeping its id and unknown members; a condition cannot take one (it would be both). */
const leafBase = (node: RuleNode, path: string): RuleNode => {
  if (node.if !== undefined) throw new CommandError(`'${path}' is a condition; turn it into a leaf first`);
  const { route: _route, action: _action, ...rest } = node;
  return rest;
};

/** Applies one edit; pure. Throws CommandError when the command does not fit the document (the UI only offers ones that do). */
export const applyCommand = <D>(doc: D, cmd: EditCommand): D => {
  switch (cmd.type) {
    case 'addConditionAbove': {
      const node = nodeAt(doc, cmd.path);
      const other = cmd.keepAs === 'then' ? 'else' : 'then';
      return setAt(doc, cmd.path, { id: null, if: cmd.condition, [cmd.keepAs]: node, [other]: null });
    }
    case 'addSplit': {
      const split = { constraint: 'RandomLoadBalancer', params: { percentTrue: cmd.percentTrue } };
      if (getAt(doc, cmd.path) === null || getAt(doc, cmd.path) === undefined) {
        requireEmptySlot(doc, cmd.path);
        if (!cmd.first) throw new CommandError('a split of an empty branch needs both sides');
        return setAt(doc, cmd.path, { id: null, if: split, then: withoutIds(cmd.first), else: withoutIds(cmd.second) });
      }
      const node = nodeAt(doc, cmd.path);
      if (node.if !== undefined) throw new CommandError(`'${cmd.path}' is a condition: a split goes on a route or an empty branch`);
      return setAt(doc, cmd.path, { id: null, if: split, then: node, else: withoutIds(cmd.second) });
    }
    case 'addBranch': {
      const owner = nodeAt(doc, cmd.path);
      if (owner.if === undefined) throw new CommandError(`'${cmd.path}' is not a condition`);
      requireEmptySlot(doc, `${cmd.path}/${cmd.branch}`);
      return setAt(doc, `${cmd.path}/${cmd.branch}`, cmd.node);
    }
    case 'leafToCondition': {
      const node = nodeAt(doc, cmd.path);
      if (node.if !== undefined) throw new CommandError(`'${cmd.path}' is already a condition`);
      const { id, ...leaf } = node;
      return setAt(doc, cmd.path, { id: id ?? null, if: cmd.condition, then: { ...leaf, id: null }, else: null });
    }
    case 'conditionToLeaf': {
      const node = nodeAt(doc, cmd.path);
      if (node.if === undefined) throw new CommandError(`'${cmd.path}' is already a leaf`);
      return setAt(doc, cmd.path, { ...leafOnly(node), ...cmd.leaf });
    }
    case 'deleteSubtree': {
      nodeAt(doc, cmd.path);
      return clearSlot(doc, cmd.path);
    }
    case 'deleteNode': {
      const node = nodeAt(doc, cmd.path);
      if (node.if === undefined) throw new CommandError(`'${cmd.path}' is a leaf; delete it as a subtree`);
      const kept = node[cmd.keep];
      return kept ? setAt(doc, cmd.path, kept) : clearSlot(doc, cmd.path);
    }
    case 'moveSubtree': {
      const node = nodeAt(doc, cmd.from);
      if (isWithin(cmd.to, cmd.from)) throw new CommandError('A subtree cannot move into itself');
      requireEmptySlot(doc, cmd.to);
      // Fill the target first: clearing the source may prune an emptied parent, never the target's.
      return clearSlot(setAt(doc, cmd.to, node), cmd.from);
    }
    case 'duplicateSubtree': {
      const node = nodeAt(doc, cmd.from);
      requireEmptySlot(doc, cmd.to);
      return setAt(doc, cmd.to, withoutIds(node));
    }
    case 'pasteSubtree': {
      requireEmptySlot(doc, cmd.to);
      return setAt(doc, cmd.to, withoutIds(cmd.node));
    }
    case 'setCondition': {
      const node = nodeAt(doc, cmd.path);
      if (node.if === undefined) throw new CommandError(`'${cmd.path}' is not a condition`);
      return setAt(doc, cmd.path, { ...node, if: cmd.condition });
    }
    case 'setRoute': {
      const node = nodeAt(doc, cmd.path);
      return setAt(doc, cmd.path, { ...leafBase(node, cmd.path), route: cmd.route });
    }
    case 'setAction': {
      const node = nodeAt(doc, cmd.path);
      return setAt(doc, cmd.path, { ...leafBase(node, cmd.path), action: cmd.action });
    }
    case 'setDefaultConnector':
      return setAt(doc, 'default', cmd.connector);
    case 'setRerouteRecurring':
      return setAt(doc, 'rerouteRecurring', cmd.value);
    case 'removeAllRules':
      return setAt(doc, cmd.treePath, null);
    case 'replaceDocument':
      return cmd.document as D;
    case 'setField':
      return setAt(doc, cmd.path, cmd.value);
  }
};

/** Why a command cannot apply, or undefined when it can: lets the UI disable what would fail. */
export const commandProblem = (doc: unknown, cmd: EditCommand): string | undefined => {
  try {
    applyCommand(doc, cmd);
    return undefined;
  } catch (error) {
    if (error instanceof CommandError) return error.message;
    throw error;
  }
};

export { emptySlotProblem };
