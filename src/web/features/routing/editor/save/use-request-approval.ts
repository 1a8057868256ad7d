import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { CreateChangeRequest } from '@contracts/bff-change-requests';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { ApiClientError, errorMessage } from '@web/lib/api-client';
import { changeApi, changeRequestPath } from '@web/lib/change-control-client';
import { useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { parseSameKind } from './diff-documents';

export type RequestOutcome = { kind: 'created' } | { kind: 'conflict'; revision: string; document: AnyDocument } | { kind: 'failed'; message: string };

/**
 * "Request approval" instead of saving (issue 14): sends the editor's current document as a
 * change request made from `baseRevision` and opens the request's page. A live document that moved
 * meanwhile comes back as a conflict, for the same dialog a save shows. The editor's draft stays.
 */
export const useRequestApproval = () => {
  const store = useEditorStore();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useMutation({ mutationFn: ({ env, guid, body }: { env: string; guid: string; body: CreateChangeRequest }) => changeApi.create(env, guid, body) });
  const requestApproval = useCallback(
    async (baseRevision: string, note: string): Promise<RequestOutcome> => {
      const state = store.getState();
      const { env, connectorGuid } = state.baseline;
      try {
        const created = await mutateAsync({ env, guid: connectorGuid, body: { baseRevision, draft: currentDocument(state), note } });
        void navigate(changeRequestPath(env, created.id));
        return { kind: 'created' };
      } catch (error) {
        const conflict = error instanceof ApiClientError && error.code === 'CONFLICT' ? error.body.error.conflict : undefined;
        const document = conflict ? parseSameKind(state.baseline.document, conflict.document) : null;
        if (conflict && document) return { kind: 'conflict', revision: conflict.revision, document };
        return { kind: 'failed', message: errorMessage(error) };
      }
    },
    [store, mutateAsync, navigate],
  );
  return { requestApproval, requesting: isPending };
};
