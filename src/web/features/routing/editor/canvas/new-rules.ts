import type { Condition, RuleNode } from '../../../../../domain/routing/document';

/** The condition a new rule starts with: valid as it is, and the one the inspector most often turns into something else. */
export const NEW_CONDITION: Condition = { constraint: 'Currency', params: { currency: 'EUR' } };

/** A new route leaf to `connector`; new rules carry `id: null` so the gateway assigns their ids. */
export const newRoute = (connector: string): RuleNode => ({ id: null, route: { connector } });

export const newCondition = (connector: string): RuleNode => ({ id: null, if: NEW_CONDITION, then: newRoute(connector), else: null });
