export { searchReference, type ReferenceAnswer, type ReferenceOptions } from './search';
export { UNSUPPORTED } from './errors';
