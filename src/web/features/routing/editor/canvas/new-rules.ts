import type { Condition, RuleNode, TreeKind } from '@domain/routing/document';

/** The condition a new rule starts with: valid as it is, and the one the inspector most often turns into something else. */
export const NEW_CONDITION: Condition = { constraint: 'Currency', params: { currency: 'EUR' } };

/** A new route leaf to `connector`; new rules carry `id: null` so the gateway assigns their ids. */
export const newRoute = (connector: string): RuleNode => ({ id: null, route: { connector } });

/** A new action leaf; availability trees start from `enable` so a new branch offers the method. */
export const newAction = (): RuleNode => ({ id: null, action: 'enable' });

/** The leaf a new branch gets in a tree of this kind: routing trees route, availability trees decide enable/disable. */
export const newLeaf = (kind: TreeKind, connector: string | undefined): RuleNode | null =>
  kind === 'availability' ? newAction() : connector ? newRoute(connector) : null;

export const newConditionOf = (kind: TreeKind, connector: string | undefined): RuleNode | null => {
  const leaf = newLeaf(kind, connector);
  return leaf ? { id: null, if: NEW_CONDITION, then: leaf, else: null } : null;
};
