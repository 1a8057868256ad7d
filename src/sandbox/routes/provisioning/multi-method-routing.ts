import type { FastifyInstance } from 'fastify';
import { assignRuleIds, collectRuleIds } from '@domain/routing/rule-ids';
import { checkMultiMethod } from '@domain/routing/validation';
import { refuseBadDocumentBody, rejection } from '../../http/errors';
import { currentDefaults, idsKeptElsewhere, mergeMultiMethod, storedMultiMethod } from '../../routing/multi-method';
import { ruleIdGenerator } from '../../routing/rule-id-generator';
import { readRoutingDocument, writeRoutingDocument } from '../../store/routing-documents';
import { createRoutingReplyCache } from '../../routing/routing-reply-cache';
import { loadMetaConnector, routingGetAnswer, tenantOf, validationContext, type ProvisioningDeps } from './context';

type GuidParams = { Params: { guid: string } };

/** get/setConnectorMultiMethodRouting: multi-method meta-connectors (gateway-contract §1–2). */
export const registerMultiMethodRouting = (app: FastifyInstance, { db, randomBytes }: ProvisioningDeps): void => {
  const replies = createRoutingReplyCache();
  app.get<GuidParams>('/getConnectorMultiMethodRouting/:guid', async (request, reply) => {
    const body = await routingGetAnswer(
      db,
      replies,
      { tenantGuid: tenantOf(request), guid: request.params.guid, kind: 'multi' },
      (meta, document) => ({ success: true, routing: storedMultiMethod(document, meta.linkedMethods) }),
      // The answer lists every linked method: linking one changes it without touching the document.
      (meta) => `${meta.guid}:${JSON.stringify(meta.linkedMethods)}`,
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post<GuidParams>('/setConnectorMultiMethodRouting/:guid', async (request) => {
    const tenant = tenantOf(request);
    // Atomic like the single-method set: validation and merge see the document they replace.
    const routing = await db.transaction(async (tx) => {
      const meta = await loadMetaConnector(tx, tenant, request.params.guid, 'multi', true);
      refuseBadDocumentBody(request.body);
      const linked = meta.linkedMethods;
      const current = storedMultiMethod(await readRoutingDocument(tx, meta.guid), linked);
      const known = collectRuleIds(current);
      const base = await validationContext(tx, tenant, meta, known);
      const { doc, issues } = checkMultiMethod(request.body, { ...base, linkedMethods: linked, currentDefaults: currentDefaults(current) });
      const issue = issues[0] ?? (doc && idsKeptElsewhere(current, doc, linked));
      if (issue || !doc) throw rejection(issue!);
      const withIds = assignRuleIds(doc, ruleIdGenerator(randomBytes, [...known, ...collectRuleIds(doc)]));
      const next = mergeMultiMethod(current, withIds, linked);
      await writeRoutingDocument(tx, meta.guid, next);
      return next;
    });
    return { success: true, routing };
  });
};
