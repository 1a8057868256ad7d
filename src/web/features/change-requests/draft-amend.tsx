import { useState } from 'react';
import type { ChangeRequestDetail } from '@contracts/bff-change-requests';
import { errorMessage } from '../../lib/api-client';
import { changeApi } from '../../lib/change-control-client';
import { useChangeAction } from './use-change-action';

/**
 * The author changes the requested document itself, as JSON (the BFF parses it as a document of the
 * connector's kind and names what is wrong). The evidence is recomputed and any approval is void.
 * Larger edits are easier in the editor: make them there and request approval again.
 */
export const DraftAmend = ({ env, request }: { env: string; request: ChangeRequestDetail }) => {
  const [text, setText] = useState(() => JSON.stringify(request.draft, null, 2));
  const [parseError, setParseError] = useState<string | null>(null);
  const amend = useChangeAction(env, request.id, (draft: unknown) => changeApi.amend(env, request.id, { draft }));
  const submit = () => {
    try {
      const draft: unknown = JSON.parse(text);
      setParseError(null);
      amend.mutate(draft);
    } catch (error) {
      setParseError(`Not valid JSON: ${(error as Error).message}`);
    }
  };
  return (
    <details className="draft-amend">
      <summary>Change the requested routing (JSON)</summary>
      <label className="field">
        <span>Requested routing document</span>
        <textarea value={text} rows={14} spellCheck={false} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" disabled={amend.isPending} onClick={submit}>
        Amend the request
      </button>
      {parseError ?? amend.error ? <p role="alert">{parseError ?? errorMessage(amend.error)}</p> : null}
    </details>
  );
};
