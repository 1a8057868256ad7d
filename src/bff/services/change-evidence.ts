import { computeEvidence, type ChangeEvidence } from '@domain/change-control/evidence';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { isMultiMethodDocument } from '@domain/routing/tree-walk';
import { revisionOf } from './revision';
import type { StudioDb } from '../db/client';
import { listGoldenCases } from '../db/golden-cases';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { recentConnectors } from './connectors';
import { evaluationContextOf } from './golden-cases';
import { connectorCapabilities } from './connector-capabilities';

/** A draft parsed as a document of the base document's kind (a connector's routing does not change kind); 400 naming the place otherwise. */
export const parseDraftLike = (base: AnyDocument, input: unknown): AnyDocument => {
  const parsed = (isMultiMethodDocument(base) ? MultiMethodDocument : SingleMethodDocument).safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new HttpError(400, 'INVALID_DOCUMENT', `The draft is not a ${isMultiMethodDocument(base) ? 'multi' : 'single'}-method routing document: ${issue.message} at draft${issue.path.map((p) => `/${String(p)}`).join('')}.`);
};

/** What an approval covers: this draft on this base revision. Anything else (an amend, a rebase) is not approved. */
export const fingerprintOf = (baseRevision: string, draft: unknown) => revisionOf({ baseRevision, draft });

/**
 * The evidence of a request, computed by the same domain functions the editor's review step uses
 * (semantic diff, golden cases with the environment's evaluation context, routing analysis with
 * the connectors' capabilities, as the editor has them), with connector names from the recent
 * connector list (GUIDs when the gateway cannot be asked). Without capabilities (the gateway or
 * BI cannot be asked) the analysis runs without its capability checks, as the editor's does.
 */
export const evidenceFor = async (db: StudioDb, env: Environment, guid: string, base: AnyDocument, draft: AnyDocument, baseRevision: string, now: Date): Promise<ChangeEvidence> => {
  const [connectors, capabilities] = await Promise.all([recentConnectors(env).catch(() => []), connectorCapabilities(env, now).catch(() => undefined)]);
  const goldenCases = await listGoldenCases(db, env.config.id, guid);
  return computeEvidence({ base, draft, baseRevision, goldenCases, context: evaluationContextOf(env), names: connectorNameLookup(connectors), ...(capabilities ? { capabilities } : {}), now });
};
