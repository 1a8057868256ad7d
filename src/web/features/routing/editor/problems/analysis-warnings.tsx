import { memo, useCallback, useMemo, useState } from 'react';
import type { Finding } from '@domain/routing/analysis';
import { fixFor } from '../analysis/finding-fix';
import type { EditorEnvironment } from '../editor-props';
import { useEditorStore } from '../state/editor-context';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { currentDocument } from '../state/editor-store';
import { placeWords } from './place-words';
import { usePaintedValue } from '@web/lib/after-paint';
import { formatCount } from '@web/lib/format';
import { SupportDetails } from '@web/components/support-details';

// A 20,000-rule tree can have thousands of warnings: laying all of them out again whenever the
// analysis answered (after every edit) took hundreds of ms. The first ones are listed, more as the
// list is scrolled to its end (listMore), all on request. Few at first: the panel shows three or
// four, and 200 listed rows were most of the editor's DOM, which every style recalculation and
// layout of the page walked: on a 5,000-rule tree at 1.7x CPU they cost a selection or an edit a
// median 10-15 ms (ablation runs of .data/probe/stepprof.ts, 2026-11-29).
export const FIRST_LISTED = 20;
const MORE_LISTED = 50;
/** How many to list once the list has been scrolled to its end with `listed` shown. */
export const listMore = (listed: number) => listed + MORE_LISTED;

/** No fix is offered in the tree on screen when it is read-only; elsewhere the store's guard refuses it, and says why. */
const editable = (finding: Finding, env: EditorEnvironment) => !(env.scope?.readOnly !== undefined && finding.nodeId.startsWith(env.scope.treePath));

/**
 * The routing analysis's warnings, after the problems: the reason in words (a click focuses the
 * node), where it is, and the one-click fix when there is an obvious one. A fix is an ordinary
 * editor command, so Undo takes it back like any edit.
 */
export const AnalysisWarnings = ({
  env,
  findings,
  document,
  listed,
  onListAll,
}: {
  env: EditorEnvironment;
  findings: readonly Finding[];
  document: AnyDocument;
  /** How many to list (the panel grows it as it is scrolled). */
  listed: number;
  onListAll(): void;
}) => {
  const store = useEditorStore();
  const [refused, setRefused] = useState<string | null>(null);
  // Any edit makes an old refusal stale; it belongs to the document it was refused on.
  const [refusedOn, setRefusedOn] = useState(document);
  const stale = env.analysis?.stale;
  // Stable handlers, so the memoised rows skip re-rendering.
  const apply = useCallback(
    (finding: Finding) => {
      const fix = fixFor(finding);
      // Findings of an earlier draft (the worker is on the current one) may name moved paths: wait for the fresh ones.
      if (!fix || stale) return;
      setRefused(store.getState().dispatch(fix.command) ?? null);
      setRefusedOn(currentDocument(store.getState()));
    },
    [store, stale],
  );
  const focus = useCallback((finding: Finding) => store.getState().focus(finding.nodeId), [store]);
  // Places are read again after an edit is on screen (hundreds of rows on a large tree); the rows
  // themselves follow the findings at once, so the panel never grows later than they arrive.
  const placesIn = usePaintedValue(document, document);
  const shown = useMemo(() => (listed >= findings.length ? findings : findings.slice(0, listed)), [findings, listed]);
  // Of the listed rows only (a prefix of the findings, so the same keys): keys for all ~1,000
  // warnings of a large tree were up to 6 ms of an undo's background render at 1.7x CPU (2026-11-29).
  const keys = useMemo(() => keysOf(shown), [shown]);
  const places = useMemo(() => shown.map((f) => placeWords(placesIn, f.path, env.names)), [shown, placesIn, env.names]);
  return (
    <>
      {refused && refusedOn === document ? (
        <li className="problem-refused" role="status" data-testid="fix-refused">
          {refused}
        </li>
      ) : null}
      {shown.map((finding, index) => (
        <WarningRow
          key={keys[index]}
          finding={finding}
          place={places[index]!}
          fixable={editable(finding, env)}
          onFocus={focus}
          onFix={apply}
        />
      ))}
      {shown.length < findings.length ? (
        <li className="problem-warning">
          <button type="button" className="link-button" data-testid="show-all-warnings" onClick={onListAll}>
            Show all {formatCount(findings.length)} warnings ({formatCount(findings.length - shown.length)} more)
          </button>
        </li>
      ) : null}
    </>
  );
};

interface WarningRowProps {
  finding: Finding;
  place: string;
  fixable: boolean;
  onFocus(finding: Finding): void;
  onFix(finding: Finding): void;
}

/**
 * Keys that stay with a warning when others come and go before it (an index would move every row
 * after a deleted one, and remount it), unique where a rule has the same warning twice.
 */
const keysOf = (findings: readonly Finding[]): string[] => {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const key = `${f.path}:${f.code}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return `${key}:${n}`;
  });
};

// The worker sends new finding objects after every edit: what a row shows is what is compared.
const sameRow = (a: WarningRowProps, b: WarningRowProps) =>
  a.place === b.place &&
  a.fixable === b.fixable &&
  a.onFocus === b.onFocus &&
  a.onFix === b.onFix &&
  a.finding.code === b.finding.code &&
  a.finding.path === b.finding.path &&
  a.finding.nodeId === b.finding.nodeId &&
  a.finding.message === b.finding.message;

/** One warning. Memoised: a large tree has hundreds, and an edit changes few of them. */
const WarningRow = memo(({ finding, place, fixable, onFocus, onFix }: WarningRowProps) => {
    const fix = fixable ? fixFor(finding) : null;
    return (
      <li className="problem-warning" data-testid="analysis-warning" data-code={finding.code} data-path={finding.nodeId}>
        <span className="warning-mark" aria-hidden="true">
          ⚠
        </span>{' '}
        <button type="button" className="link-button" onClick={() => onFocus(finding)}>
          <span className="visually-hidden">Warning: </span>
          {finding.message}
        </button>{' '}
        <span className="problem-place">{place}</span>
        <SupportDetails items={[['code', finding.code], ['path', finding.path]]} />
        {fix ? (
          <>
            {' '}
            <button type="button" className="fix-button" onClick={() => onFix(finding)}>
              {fix.label}
            </button>
          </>
        ) : null}
      </li>
    );
}, sameRow);
