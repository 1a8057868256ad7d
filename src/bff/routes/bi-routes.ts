import type { FastifyInstance } from 'fastify';
import { BI_LIMITS, BiSearchRequest, type BiSearchResult } from '../../contracts/bff-bi';
import { needs } from '../auth/access';
import { noteAudit } from '../audit/audit-hook';
import type { Environments } from '../environments';
import { fieldsOfQuery, searchEnvironmentBi } from '../services/bi';
import { parseInput } from './parse-input';
import { EnvParams } from './path-params';

/**
 * The BI data source, read through the BFF (which alone holds the BI credentials). A POST so the
 * query never lands in a URL or an access log; audited like the other reads that disclose
 * customer data, with the fields asked about and the number of hits, never the values.
 */
export const registerBiRoutes = (app: FastifyInstance, environments: Environments, timeoutMs: number = BI_LIMITS.timeoutMs) => {
  app.post(
    '/api/env/:env/bi/search',
    { bodyLimit: BI_LIMITS.maxBodyBytes, config: { access: needs('bi:read'), audit: 'bi.query' } },
    async (request): Promise<BiSearchResult> => {
      const { env } = parseInput(EnvParams, request.params, 'path');
      const search = parseInput(BiSearchRequest, request.body, 'request body');
      noteAudit(request, { detail: { source: search.source, ...('q' in search ? { kind: 'query string' } : { kind: 'DSL', fields: fieldsOfQuery(search.query) }) } });
      const result = await searchEnvironmentBi(environments.get(env), search, timeoutMs);
      noteAudit(request, { detail: { hits: result.result.hits.total?.value ?? result.result.hits.hits.length } });
      return result;
    },
  );
};
