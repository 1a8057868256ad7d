import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RoutingEnvelope, SaveResolution, SaveRoutingRequest } from '@contracts/bff-api';
import { JSON_LIMITS } from '@domain/json/json-limits';
import type { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { api } from '@web/lib/api-client';
import { routingKeys, versionKeys } from '../../routing-keys';
import { useEditorStore } from '../state/editor-context';
import { currentDocument, type EditorBaseline } from '../state/editor-store';
import { classifySaveError, type SaveOutcome } from './save-outcome';
import { formatCount } from '@web/lib/format';

const RESOLVE_TRIES = 4;
const RESOLVE_WAIT_MS = 1500;

interface SaveVariables {
  env: string;
  guid: string;
  body: SaveRoutingRequest;
}

/** An envelope of the baseline's kind: a live document that arrived through a 409 or a stored draft. */
export const envelopeOf = (baseline: EditorBaseline, revision: string, document: AnyDocument): RoutingEnvelope =>
  baseline.kind === 'multi'
    ? { kind: 'multi', connectorGuid: baseline.connectorGuid, revision, document: document as MultiMethodDocument }
    : { kind: 'single', connectorGuid: baseline.connectorGuid, revision, document: document as SingleMethodDocument };

/**
 * Sends the current document and applies the result to the editor: a saved envelope becomes the
 * new baseline (the server's document with its new rule ids) and the routing query's cache; a
 * rejection is located on the document that was sent. The draft is never touched here: it clears
 * itself when the editor is back at its baseline.
 */
export const useSaveRouting = () => {
  const store = useEditorStore();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ env, guid, body }: SaveVariables) => api.saveRouting(env, guid, body),
  });

  const adopt = useCallback(
    (envelope: RoutingEnvelope) => {
      const { baseline } = store.getState();
      store.getState().rebase(envelope);
      queryClient.setQueryData(routingKeys.detail(baseline.env, envelope.connectorGuid), envelope);
      // A save (or a live document from a 409) may have added versions: the History tab shows them at once.
      void queryClient.invalidateQueries({ queryKey: versionKeys.list(baseline.env, envelope.connectorGuid) });
    },
    [store, queryClient],
  );

  const save = useCallback(
    async ({ baseRevision, note, overrideGoldenCases = false }: { baseRevision: string; note: string; overrideGoldenCases?: boolean }): Promise<SaveOutcome> => {
      const state = store.getState();
      const { env, connectorGuid } = state.baseline;
      const sent = currentDocument(state);
      // A new attempt supersedes the last rejection; it would mislead next to a conflict or a success.
      state.setServerError(null);
      const body: SaveRoutingRequest = { document: sent, baseRevision, ...(note.trim() ? { note: note.trim() } : {}), ...(overrideGoldenCases ? { overrideGoldenCases } : {}) };
      // The studio's body limit, checked before sending: the BFF and the gateway would refuse it anyway.
      const bytes = new TextEncoder().encode(JSON.stringify(body)).length;
      if (bytes > JSON_LIMITS.maxBytes) return { kind: 'failed', message: `The document is ${formatCount(bytes)} bytes of JSON, more than the studio's limit of ${formatCount(JSON_LIMITS.maxBytes)}; nothing was sent.` };
      try {
        const envelope = await mutateAsync({ env, guid: connectorGuid, body });
        adopt(envelope);
        return { kind: 'saved', envelope };
      } catch (error) {
        const outcome = classifySaveError(error, sent);
        if (outcome.kind === 'rejected') {
          store.getState().setServerError(outcome.error);
          if (outcome.error.nodeId) store.getState().focus(outcome.error.nodeId);
        }
        return outcome;
      }
    },
    [store, mutateAsync, adopt],
  );

  /**
   * After SAVE_OUTCOME_UNKNOWN: asks the BFF to re-read the live document. A check that cannot reach
   * the gateway is tried again a few times; the draft is never touched.
   */
  const resolveUnknown = useCallback(
    async (attempt: number): Promise<SaveResolution> => {
      const { env, connectorGuid } = store.getState().baseline;
      for (let tries = 1; ; tries += 1) {
        try {
          return await api.resolveSave(env, connectorGuid, attempt);
        } catch (error) {
          if (tries >= RESOLVE_TRIES) throw error;
          await new Promise((resolve) => setTimeout(resolve, RESOLVE_WAIT_MS * tries));
        }
      }
    },
    [store],
  );

  /** Drops the user's changes and continues from the live document someone else saved. */
  const reloadLive = useCallback(
    (revision: string, document: AnyDocument) => adopt(envelopeOf(store.getState().baseline, revision, document)),
    [store, adopt],
  );

  return { save, reloadLive, resolveUnknown, adopt, saving: isPending };
};
