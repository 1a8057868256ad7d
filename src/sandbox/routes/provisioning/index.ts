import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../http/basic-auth';
import { useLenientJson } from '../../http/lenient-json';
import { registerCatalogue } from './catalogue';
import type { ProvisioningDeps } from './context';
import { registerMultiMethodRouting } from './multi-method-routing';
import { registerSingleMethodRouting } from './single-method-routing';

/**
 * The provisioning interface under `/api/provisioning`. Registered as an encapsulated plugin so the
 * lenient body parser and the auth hook apply here only, not to later gateway areas.
 */
export const provisioningRoutes = async (app: FastifyInstance, deps: ProvisioningDeps): Promise<void> => {
  app.decorateRequest('tenantGuid', '');
  useLenientJson(app);
  // onRequest runs before the body is read: a caller without credentials learns nothing about the body.
  app.addHook('onRequest', async (request) => {
    request.tenantGuid = await authenticate(deps.db, request, 'provisioning');
  });
  registerCatalogue(app, deps);
  registerSingleMethodRouting(app, deps);
  registerMultiMethodRouting(app, deps);
};
