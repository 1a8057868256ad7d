import { z } from 'zod';
import { ConnectorInfo } from '@domain/routing/connector';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { EvaluationSettings } from '@domain/routing/evaluation/transaction';
import { readMultiMethodDocument, readSingleMethodDocument } from '@domain/routing/read-document';
import { GoldenFailure } from './bff-golden';
import { ConstraintDescription } from './gateway-provisioning';
import { bffPath, connectorsPath, constraintsPath, routingPath } from './bff-paths';

/** The BFF's HTTP API as the SPA sees it. One error shape for every BFF route. */

export const ApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    /** A gateway rejection (422), unchanged: `{success:false, errorCode, errorMessage}`. */
    gateway: z.object({ success: z.literal(false), errorCode: z.number(), errorMessage: z.string() }).optional(),
    /**
     * The gateway's own code when it refused a profile, transaction or DCC request: an integer
     * (1002, 3004, …) or an attach/detach code such as ALREADY_ATTACHED.
     */
    gatewayCode: z.union([z.string(), z.number()]).optional(),
    /** The document path the gateway named (`tree/then/route/connector`), when it named one. */
    path: z.string().optional(),
    /** On 409: the live document someone else saved, so the editor can show the difference. */
    conflict: z.object({ revision: z.string(), document: z.unknown() }).optional(),
    /** On 504 SAVE_OUTCOME_UNKNOWN: the save attempt to resolve (`apiPaths.resolveSave`). */
    attempt: z.number().int().optional(),
    /**
     * On every refused sign-in alike (401 INVALID_CREDENTIALS): the lockout rule, so the sign-in page
     * can say an account is locked after as many failures in a row without the BFF telling which
     * user names exist.
     */
    signInLock: z.object({ afterFailures: z.number().int(), minutes: z.number() }).optional(),
    /** On 422 GOLDEN_CASES_FAILING: the golden cases the document breaks. */
    goldenFailures: z.array(GoldenFailure).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  environment: z.string(),
  gateway: z.object({ url: z.string(), reachable: z.boolean(), latencyMs: z.number().optional(), error: z.string().optional() }),
});
export type Health = z.infer<typeof Health>;

export const EnvironmentSummary = z.object({
  id: z.string(),
  name: z.string(),
  production: z.boolean(),
  sandbox: z.boolean(),
  /** The tenant's base currency and exchange rates: the browser's simulations and the BFF's golden check evaluate with the same ones. */
  evaluation: EvaluationSettings.optional(),
});
export type EnvironmentSummary = z.infer<typeof EnvironmentSummary>;
export const EnvironmentsResponse = z.object({ environments: z.array(EnvironmentSummary) });
export type EnvironmentsResponse = z.infer<typeof EnvironmentsResponse>;

export const StudioConnector = ConnectorInfo.extend({ linkedMethods: z.array(z.string()).optional() });
export type StudioConnector = z.infer<typeof StudioConnector>;
export const ConnectorsListResponse = z.object({ connectors: z.array(StudioConnector) });
export type ConnectorsListResponse = z.infer<typeof ConnectorsListResponse>;

export const ConstraintsListResponse = z.object({ constraints: z.array(ConstraintDescription) });
export type ConstraintsListResponse = z.infer<typeof ConstraintsListResponse>;

/** A routing document as the editor loads it. `revision` identifies the live document the edit starts from. */
export const RoutingEnvelope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), connectorGuid: z.string(), revision: z.string(), document: SingleMethodDocument }),
  z.object({ kind: z.literal('multi'), connectorGuid: z.string(), revision: z.string(), document: MultiMethodDocument }),
]);
export type RoutingEnvelope = z.infer<typeof RoutingEnvelope>;

/**
 * RoutingEnvelope's reading of a body, by hand where the document reader can vouch for it (the
 * editor reads 5,000-rule documents as it opens: see read-document.ts), else the schema's, which
 * also says what is wrong. The same answer as `RoutingEnvelope.safeParse` (property-tested).
 */
export const readRoutingEnvelope = {
  safeParse: (body: unknown): { success: true; data: RoutingEnvelope } | ReturnType<typeof RoutingEnvelope.safeParse> => {
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const { kind, connectorGuid, revision, document } = body as Record<string, unknown>;
      const read = kind === 'single' ? readSingleMethodDocument(document) : kind === 'multi' ? readMultiMethodDocument(document) : undefined;
      if (read && typeof connectorGuid === 'string' && typeof revision === 'string') return { success: true, data: { kind, connectorGuid, revision, document: read } as RoutingEnvelope };
    }
    return RoutingEnvelope.safeParse(body);
  },
};

export const SaveRoutingRequest = z.object({
  document: z.unknown(),
  /**
   * The revision the edit started from; a different live revision means someone else saved (409).
   * Required, so no save can skip the lost-update check: a confirmed overwrite sends the live
   * revision it was shown in the 409.
   */
  baseRevision: z
    .string({ error: (issue) => (issue.input === undefined ? "required: the revision the edit started from (the 'revision' that loading the routing returned)" : undefined) })
    .min(1, 'must name a revision'),
  /** A note kept with the version (why this change). */
  note: z.string().max(500).optional(),
  /** Save even though golden test cases fail: an explicit, audited decision. */
  overrideGoldenCases: z.boolean().optional(),
});
export type SaveRoutingRequest = z.infer<typeof SaveRoutingRequest>;

/** BFF routes, in one place so the SPA and the BFF cannot drift. */
export const apiPaths = {
  health: '/api/health',
  environments: '/api/environments',
  connectors: connectorsPath,
  constraints: constraintsPath,
  /** GET reads, PUT saves. */
  routing: routingPath,
  /** Finds out whether a save whose answer never came was carried out (re-reads the live document). */
  resolveSave: bffPath('/api/env/:env/connectors/:guid/routing/attempts/:id/resolve'),
} as const;

/** What re-reading the live document found out about a save whose answer never came. */
export const SaveResolution = z.object({
  attempt: z.number().int(),
  outcome: z.enum(['saved', 'not-saved']),
  /** The live document now (the saved one, or what the gateway holds instead). */
  live: RoutingEnvelope,
});
export type SaveResolution = z.infer<typeof SaveResolution>;
