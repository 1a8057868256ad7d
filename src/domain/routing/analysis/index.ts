export { analyseDocument, type AnalysisContext } from './analyse-document';
export { Finding, FindingCode } from './finding';
export { REASONED_CONSTRAINTS, isReasoned } from './constraint-knowledge';
export { sameRouting } from './redundancy';
