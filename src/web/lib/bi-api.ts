import { BiSearchResult, biPaths, type BiSearchRequest } from '@contracts/bff-bi';
import { json, request } from './api-client';

/**
 * The BI data source's search, for the BI console and a test transaction's route: both lazy pages,
 * so its contract loads with them, not with every page's first bundle (see api-client.ts).
 */
export const biApi = {
  // A POST, so a query (which may name a customer) never lands in a URL.
  searchBi: (env: string, body: BiSearchRequest) => request(BiSearchResult, biPaths.search(env), json('POST', body)),
};
