import type { FastifyInstance } from 'fastify';
import { assignRuleIds, collectRuleIds } from '@domain/routing/rule-ids';
import { checkMultiMethod } from '@domain/routing/validation';
import { refuseBadDocumentBody, rejection } from '../../http/errors';
import { currentDefaults, idsKeptElsewhere, mergeMultiMethod, storedMultiMethod } from '../../routing/multi-method';
import { ruleIdGenerator } from '../../routing/rule-id-generator';
import { readRoutingDocument, writeRoutingDocument } from '../../store/routing-documents';
import { loadMetaConnector, tenantOf, validationContext, type ProvisioningDeps, loadMetaConnectorRouting } from './context';

type GuidParams = { Params: { guid: string } };

/** get/setConnectorMultiMethodRouting: multi-method meta-connectors (gateway-contract §1–2). */
export const registerMultiMethodRouting = (app: FastifyInstance, { db, randomBytes }: ProvisioningDeps): void => {
  app.get<GuidParams>('/getConnectorMultiMethodRouting/:guid', async (request) => {
    const { meta, document } = await loadMetaConnectorRouting(db, tenantOf(request), request.params.guid, 'multi');
    return { success: true, routing: storedMultiMethod(document, meta.linkedMethods) };
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
