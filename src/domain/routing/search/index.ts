export { buildSearchIndex, searchIndex, searchTree, type SearchEntry, type SearchIndex } from './search-index';
