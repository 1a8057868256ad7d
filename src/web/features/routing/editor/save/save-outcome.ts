import type { RoutingEnvelope } from '@contracts/bff-api';
import type { GoldenFailure } from '@contracts/bff-golden';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { messageWithoutPath } from '@domain/routing/error-path';
import { locateErrorPath } from '@domain/routing/locate-error-path';
import { ERROR_CODES } from '@domain/routing/validation';
import { ApiClientError, errorMessage } from '@web/lib/api-client';
import type { ServerError } from '../state/editor-store';
import { parseSameKind } from './diff-documents';

/** How one save attempt ended, as the save bar needs to show it. */
export type SaveOutcome =
  | { kind: 'saved'; envelope: RoutingEnvelope }
  /** The gateway (or the BFF's own parse) refused the document: located on a node or document-level. */
  | { kind: 'rejected'; error: ServerError }
  /** Someone else saved first: the live revision and document. */
  | { kind: 'conflict'; revision: string; document: AnyDocument }
  /** Golden test cases would fail: saving needs an explicit override. */
  | { kind: 'golden'; failures: GoldenFailure[]; message: string }
  /** The gateway did not answer in time: the save may have happened; `attempt` is checked by re-reading. */
  | { kind: 'unknown'; attempt: number }
  /** Network, 5xx or anything else: nothing was changed at the gateway, nothing is lost here. */
  | { kind: 'failed'; message: string };

/**
 * Sorts a failed save into what the editor does next. `sent` is the document that was sent: the
 * gateway's path names a place in it, not in whatever the user has edited since.
 */
export const classifySaveError = (error: unknown, sent: unknown): SaveOutcome => {
  if (!(error instanceof ApiClientError)) return { kind: 'failed', message: errorMessage(error) };
  const body = error.body.error;
  if (body.code === 'SAVE_OUTCOME_UNKNOWN' && body.attempt !== undefined) return { kind: 'unknown', attempt: body.attempt };
  if (error.status === 409 && body.conflict) {
    const live = parseSameKind(sent as AnyDocument, body.conflict.document);
    if (live) return { kind: 'conflict', revision: body.conflict.revision, document: live };
  }
  if (error.status === 422 && body.code === 'GOLDEN_CASES_FAILING' && body.goldenFailures) return { kind: 'golden', failures: body.goldenFailures, message: body.message };
  if ((error.status === 422 || error.status === 400) && (body.gateway !== undefined || body.path !== undefined)) {
    const path = body.path ?? null;
    const location = path === null ? { nodeId: null, field: null } : locateErrorPath(sent, path);
    const code = body.gateway?.errorCode ?? ERROR_CODES.malformed;
    return { kind: 'rejected', error: { code, message: messageWithoutPath(body.gateway?.errorMessage ?? body.message), path, ...location } };
  }
  return { kind: 'failed', message: body.message };
};
