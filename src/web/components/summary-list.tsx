import type { ReactNode } from 'react';

export interface SummaryItem {
  term: string;
  value: ReactNode;
}

/** A compact key/value strip for document-level settings. */
export const SummaryList = ({ items }: { items: readonly SummaryItem[] }) => (
  <dl className="summary-list">
    {items.map((item) => (
      <div key={item.term} className="summary-item">
        <dt>{item.term}</dt>
        <dd>{item.value}</dd>
      </div>
    ))}
  </dl>
);
