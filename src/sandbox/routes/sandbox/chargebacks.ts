import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookChargeback, type ChargebackKind } from '../../engine/bi-records/chargeback';
import { authenticate } from '../../http/basic-auth';
import { controlBody } from '../../http/control-body';
import { GatewayFailure } from '../../http/errors';
import { findTenantTransaction } from '../../store/transactions';
import type { TransactionDeps } from '../transactions/deps';

/** `amount` of a partial chargeback (default: the whole sale); the reversal takes no body members. */
const ChargebackBody = z.strictObject({ amount: z.string().regex(/^\d{1,15}(\.\d{1,6})?$/, 'a decimal string such as "12.50"').refine((a) => Number(a) > 0, 'must be more than 0').optional() });
const ReversalBody = z.strictObject({});

/**
 * Sandbox only (provisioning credentials): the real gateway learns of chargebacks from the card
 * schemes, the sandbox has no such interface, so these stand in for it. They write BI records only:
 * the chargeback's own and the charged-back sale's flags.
 */
export const registerChargebacks = (app: FastifyInstance, deps: TransactionDeps): void => {
  const route = (path: string, kind: ChargebackKind, schema: z.ZodType<{ amount?: string }>) =>
    app.post<{ Params: { uuid: string } }>(`/sandbox/transactions/:uuid/${path}`, async (request) => {
      const tenant = await authenticate(deps.db, request, 'provisioning');
      const { amount } = controlBody(schema, request.body);
      const booked = await deps.db.transaction(async (db) => {
        const ref = await findTenantTransaction(db, tenant, request.params.uuid, true);
        if (!ref) throw new GatewayFailure(404, 1007, `Transaction '${request.params.uuid}' does not exist`);
        return bookChargeback(db, deps, tenant, ref, kind, amount);
      });
      if ('refusal' in booked) throw new GatewayFailure(booked.refusal.status, booked.refusal.errorCode, booked.refusal.message);
      return { success: true, uuid: booked.record.uuid, relatedUuid: request.params.uuid, type: kind, amount: booked.record.amount ?? null, currency: booked.record.currency ?? null };
    });
  route('chargeback', 'chargeback', ChargebackBody);
  route('chargeback-reversal', 'cb-reversal', ReversalBody);
};
