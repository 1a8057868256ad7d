export { describeCondition } from './describe-condition';
export { describeAction, describeRoute, routeChain } from './describe-route';
export { methodState, type MethodAvailability, type MethodRouting, type MethodState } from './describe-method';
export {
  connectorDisplay,
  connectorLabel,
  connectorNameLookup,
  noConnectorNames,
  type ConnectorLabel,
  type ConnectorNameLookup,
} from './connector-names';
export { placeInWords, positionInWords, ruleInWords, stepsBelow, withConnectorNames } from './describe-place';
