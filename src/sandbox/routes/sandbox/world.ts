import type { FastifyInstance } from 'fastify';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { authenticate } from '../../http/basic-auth';
import { listIncidents } from '../../store/incidents';
import { tenantBaseCurrency } from '../../store/tenants';
import type { TransactionDeps } from '../transactions/deps';
import { incidentView } from './incidents';

/** Where the truth is read: beside the manifest, sandbox only. No studio code may name it (a test checks). */
export const WORLD_PATH = '/sandbox/world';

/**
 * `GET /sandbox/world` (provisioning credentials): the world's truth, for tests and benchmarks only:
 * the issuer model, every acquirer's model and price list, the incidents (the control's and the
 * generated history's), and the rates fees are converted with. The studio learns from BI alone.
 */
export const registerWorld = (app: FastifyInstance, deps: TransactionDeps): void => {
  app.get(WORLD_PATH, async (request) => {
    const tenant = await authenticate(deps.db, request, 'provisioning');
    const baseCurrency = await tenantBaseCurrency(deps.db, tenant);
    const incidents = await listIncidents(deps.db, tenant);
    return {
      success: true,
      ...deps.world,
      baseCurrency,
      rates: evaluationContext({ baseCurrency }).rates,
      incidents: incidents.map(incidentView),
    };
  });
};
