export { analyseDocument, type AnalysisContext } from './analyse-document';
export { Finding, FindingCode } from './finding';
export { REASONED_CONSTRAINTS, isReasoned } from './constraint-knowledge';
export { sameRouting } from './redundancy';
export { CapabilityBook, ConnectorCapabilities, DeclaredCapabilities, ObservedCapabilities, NO_CAPABILITIES } from './capabilities';
