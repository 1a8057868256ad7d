export { compileTree, type CompiledEvaluator } from './compile';
export { evaluate } from './evaluate';
export { evaluateCondition, prepareCondition, type ConditionOutcome, type ConditionResult, type ConditionTest } from './evaluate-condition';
export { compileMethod, evaluateMethod, evaluateMultiMethod, type AvailabilityBasis, type MethodEvaluation, type MethodOptions } from './evaluate-method';
export { connectorOfDecision, type Decision, type EvaluateOptions, type EvaluationResult, type FallthroughReason, type TraceStep } from './outcome';
export { probabilities, shareByTarget, type EdgeProbability, type OutcomeProbability, type ProbabilityResult } from './probabilities';
export { seededRandom } from './seeded-random';
export {
  CounterQuery, DecimalAmount, EvaluationSettings, SimCard, SimCustomer, SimTransaction, type EvaluationContext,
} from './transaction';
export { checkGoldenCase, GoldenCaseInput, type GoldenResult } from './golden-cases';
export { REFERENCE_SETTINGS } from './reference-rates';
export { DEMO_IP_RANGES, ipCountryLookup, type IpCountryLookup } from './ip-country';
export { DEMO_IP_LOOKUP, evaluationContext, rateToBase, ratesIn, type EvaluationContextOptions } from './evaluation-context';
export {
  counterKey, counterLookup, counterQueriesOf, counterQueryOf, CounterValue, describeCounter, isCounterConstraint, parseCounterKey, parseWindow, windowText, windowWords,
  type CounterConstraint, type CounterKeyParse,
} from './counters';
export { requestTransaction, type CardFacts, type InitialTransaction, type RoutedFacts } from './request-transaction';
