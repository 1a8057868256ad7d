import { useRef, type KeyboardEvent } from 'react';
import type { MethodBlock } from '../../../domain/routing/document';
import { methodState } from '../../../domain/routing/describe/describe-method';

export interface MethodTabsProps {
  methods: readonly MethodBlock[];
  selected: number;
  onSelect: (index: number) => void;
  idPrefix: string;
}

/** WAI-ARIA tabs: each tab is named by its method alone; its state is the description. */
export const MethodTabs = ({ methods, selected, onSelect, idPrefix }: MethodTabsProps) => {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + methods.length) % methods.length;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="method-tabs" role="tablist" aria-label="Payment methods">
      {methods.map((block, i) => {
        const state = methodState(block);
        return (
          <button
            key={block.method}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${i}`}
            aria-label={block.method}
            aria-describedby={`${idPrefix}-tab-${i}-state`}
            aria-selected={i === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={i === selected ? 0 : -1}
            className={`method-tab state-${state.availability}`}
            onClick={() => onSelect(i)}
            onKeyDown={(e) => move(e, i)}
          >
            <span className="method-tab-name">{block.method}</span>
            <span className="method-tab-state" id={`${idPrefix}-tab-${i}-state`}>
              {state.summary}
            </span>
          </button>
        );
      })}
    </div>
  );
};
