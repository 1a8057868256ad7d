import { BiSourceSwitch } from '../../components/bi-source-switch';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fieldNamesIn, fieldNamesInQueryString, unknownFields } from '@domain/bi/unknown-fields';
import { useLocation } from 'react-router';
import type { BiSearchRequest, BiSource } from '@contracts/bff-bi';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { biApi } from '../../lib/bi-api';
import { BI_EXAMPLES, DEFAULT_DSL, type BiExample } from './bi-examples';
import { BiResults } from './bi-results';
import { DslEditor } from './dsl-editor';

/** Another page may open the console with a query (`navigate('/bi', {state: {biQuery}})`): its charts' "open in query console". */
export interface BiConsoleLocationState {
  biQuery?: object;
  source?: BiSource;
}

const parsedOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const jsonProblem = (text: string): string | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? null : 'The query must be a JSON object, such as {"query": {"match_all": {}}}.';
  } catch (error) {
    return `The query is not valid JSON: ${(error as Error).message}`;
  }
};

/** The query console: a DSL body or a query string against live or test data, the spec's examples one click away. */
export const BiConsole = ({ env }: { env: string }) => {
  const incoming = (useLocation().state ?? {}) as BiConsoleLocationState;
  const [mode, setMode] = useState<'dsl' | 'q'>('dsl');
  const [dsl, setDsl] = useState(incoming.biQuery ? JSON.stringify(incoming.biQuery, null, 2) : DEFAULT_DSL);
  const [q, setQ] = useState('status:error');
  const [source, setSource] = useState<BiSource>(incoming.source ?? 'live');
  const [select, setSelect] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const search = useMutation({ mutationFn: (body: BiSearchRequest) => biApi.searchBi(env, body) });
  // Checked as the person types (and so before a run): a warning, never a refusal, as OpenSearch would run it.
  const unknown = useMemo(() => (mode === 'q' ? unknownFields(fieldNamesInQueryString(q)) : unknownFields(fieldNamesIn(parsedOrNull(dsl)))), [mode, q, dsl]);

  const run = () => {
    if (mode === 'q') {
      if (!q.trim()) return setProblem('Type a query string, such as status:error AND currency:EUR.');
      setProblem(null);
      return search.mutate({ source, q: q.trim() });
    }
    const found = jsonProblem(dsl);
    setProblem(found);
    // A result under an error would read as the answer to the query that failed.
    if (found) search.reset();
    else search.mutate({ source, query: JSON.parse(dsl) as Record<string, unknown> });
  };

  const load = (example: BiExample) => {
    setMode(example.mode);
    setProblem(null);
    setSelect(example.select);
    if (example.mode === 'q') setQ(example.text);
    else setDsl(example.text);
  };

  return (
    <div className="bi-console">
      <div className="bi-toolbar">
        <BiSourceSwitch value={source} onChange={setSource} />
        <div className="segmented" role="group" aria-label="Query as">
          <button type="button" aria-pressed={mode === 'dsl'} onClick={() => setMode('dsl')}>
            Query DSL
          </button>
          <button type="button" aria-pressed={mode === 'q'} onClick={() => setMode('q')}>
            Query string
          </button>
        </div>
        <div className="bi-examples" role="group" aria-label="Examples">
          {BI_EXAMPLES.map((example) => (
            <button key={example.id} type="button" className="button button-small" onClick={() => load(example)}>
              {example.label}
            </button>
          ))}
        </div>
      </div>
      {mode === 'dsl' ? (
        <DslEditor value={dsl} onChange={setDsl} onRun={run} label="Query DSL (JSON)" {...(select ? { select } : {})} />
      ) : (
        <label className="bi-q">
          <span>Query string</span>
          <input
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => (e.key === 'Enter' ? run() : undefined)}
            ref={(input) => {
              if (input && select && q.includes(select) && document.activeElement !== input) {
                input.focus();
                input.setSelectionRange(q.indexOf(select), q.indexOf(select) + select.length);
              }
            }}
            placeholder="field:value AND other:[1 TO 5]"
            spellCheck={false}
          />
        </label>
      )}
      <div className="bi-run">
        <button type="button" className="button" onClick={run} disabled={search.isPending}>
          Run query
        </button>
        <span className="muted">{mode === 'dsl' ? 'Ctrl+Enter runs · Ctrl+Space completes field names and clauses' : 'Enter runs'}</span>
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {unknown.length ? (
        <p className="notice bi-unknown-fields" role="status" data-testid="bi-unknown-fields">
          Not a field of the payment record: {unknown.map((u, i) => (
            <span key={u.name}>
              {i ? ', ' : ''}
              <strong>{u.name}</strong>
              {u.suggestion ? <> (did you mean <strong>{u.suggestion}</strong>?)</> : null}
            </span>
          ))}
          . The query runs as written, but such a field matches nothing.
        </p>
      ) : null}
      {search.isPending ? <LoadingState label="Running the query…" /> : null}
      {search.isError ? <ErrorState title="The query did not run" error={search.error} /> : null}
      {search.data && !search.isPending ? <BiResults answer={search.data} /> : null}
    </div>
  );
};
