import { useRef, type KeyboardEvent } from 'react';
import { methodState } from '@domain/routing/describe/describe-method';
import type { MethodBlock } from '@domain/routing/document';

export interface MethodListProps {
  methods: readonly MethodBlock[];
  selected: number;
  onSelect: (index: number) => void;
  readOnly: ReadonlyMap<string, string>;
  /** Problems (validation errors) per method index. */
  problems: ReadonlyMap<number, number>;
  /** Routing-analysis warnings per method index. */
  warnings?: ReadonlyMap<number, number>;
}

/** The methods with their state at a glance (disabled; available always / by rules; routed by rules / default), as WAI-ARIA tabs. */
export const MethodList = ({ methods, selected, onSelect, readOnly, problems, warnings }: MethodListProps) => {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + methods.length) % methods.length;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="method-tabs" role="tablist" aria-label="Payment methods" data-testid="method-list">
      {methods.map((block, i) => {
        const state = methodState(block);
        const locked = readOnly.has(block.method.toLowerCase());
        const count = problems.get(i) ?? 0;
        const warned = warnings?.get(i) ?? 0;
        return (
          <button
            key={`${i}:${block.method}`}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`method-tab-${i}`}
            // Named by what it shows first, the method (name from content: the state below is aria-hidden
            // and read as its description), so the visible words are the name (axe, issue 43.8).
            aria-describedby={`method-tab-${i}-state`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className={`method-tab state-${state.availability}`}
            data-method={block.method}
            onClick={() => onSelect(i)}
            onKeyDown={(e) => move(e, i)}
          >
            <span className="method-tab-name">{block.method}</span>
            <span className="method-tab-state" id={`method-tab-${i}-state`} data-testid="method-state" aria-hidden="true">
              {state.summary}
              {locked ? ' · read-only' : ''}
              {count > 0 ? ` · ${count} problem${count === 1 ? '' : 's'}` : ''}
              {warned > 0 ? ` · ${warned} warning${warned === 1 ? '' : 's'}` : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
};
