import type { FastifyInstance } from 'fastify';
import { collectRuleIds, assignRuleIds } from '@domain/routing/rule-ids';
import { checkSingleMethod } from '@domain/routing/validation';
import { refuseBadDocumentBody, rejection } from '../../http/errors';
import { ruleIdGenerator } from '../../routing/rule-id-generator';
import { normaliseSingleMethod, storedSingleMethod } from '../../routing/single-method';
import { readRoutingDocument, writeRoutingDocument } from '../../store/routing-documents';
import { createRoutingReplyCache } from '../../routing/routing-reply-cache';
import { loadMetaConnector, routingGetAnswer, tenantOf, validationContext, type ProvisioningDeps } from './context';

type GuidParams = { Params: { guid: string } };

/** getConnectorRouting / setConnectorRouting: single-method meta-connectors (gateway-contract §1–2). */
export const registerSingleMethodRouting = (app: FastifyInstance, { db, randomBytes }: ProvisioningDeps): void => {
  const replies = createRoutingReplyCache();
  app.get<GuidParams>('/getConnectorRouting/:guid', async (request, reply) => {
    const body = await routingGetAnswer(db, replies, { tenantGuid: tenantOf(request), guid: request.params.guid, kind: 'single' }, (_meta, document) => ({
      success: true,
      routing: storedSingleMethod(document),
    }));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post<GuidParams>('/setConnectorRouting/:guid', async (request) => {
    const tenant = tenantOf(request);
    // One transaction with the connector row locked: a rejected set changes nothing, and two sets
    // of the same connector cannot interleave their read of the current rule ids with the write.
    const routing = await db.transaction(async (tx) => {
      const meta = await loadMetaConnector(tx, tenant, request.params.guid, 'single', true);
      refuseBadDocumentBody(request.body);
      const current = storedSingleMethod(await readRoutingDocument(tx, meta.guid));
      const known = collectRuleIds(current);
      const { doc, issues } = checkSingleMethod(request.body, await validationContext(tx, tenant, meta, known));
      if (issues[0] || !doc) throw rejection(issues[0]!);
      const next = normaliseSingleMethod(assignRuleIds(doc, ruleIdGenerator(randomBytes, [...known, ...collectRuleIds(doc)])));
      await writeRoutingDocument(tx, meta.guid, next);
      return next;
    });
    return { success: true, routing };
  });
};
