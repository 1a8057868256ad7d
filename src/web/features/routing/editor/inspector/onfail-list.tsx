import { useId, useState, type DragEvent } from 'react';
import type { ConnectorRef } from '@domain/routing/document';
import { ConnectorOptions } from './connector-options';
import type { RouteTargets } from './eligible-connectors';
import { FieldError } from './field-error';

export interface OnFailListProps {
  items: readonly ConnectorRef[];
  targets: RouteTargets;
  names: (guid: string) => string | undefined;
  onChange(next: ConnectorRef[]): void;
  messagesAt(index: number): string[];
}

const INDEX_MIME = 'application/x-onfail-index';

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The failover chain in the order the gateway tries it: reorder by dragging a row or with the up/down buttons. */
export const OnFailList = ({ items, targets, names, onChange, messagesAt }: OnFailListProps) => {
  const [over, setOver] = useState<number | null>(null);
  const id = useId();
  const onDrop = (event: DragEvent, to: number) => {
    setOver(null);
    const from = Number(event.dataTransfer.getData(INDEX_MIME));
    if (!event.dataTransfer.types.includes(INDEX_MIME) || Number.isNaN(from) || from === to) return;
    event.preventDefault();
    onChange(moved(items, from, to));
  };
  return (
    <ol className="onfail-list" aria-label="Failover connectors">
      {items.map((item, index) => {
        const label = names(item.connector) ?? item.connector;
        const messages = messagesAt(index);
        return (
          <li
            key={`${index}-${item.connector}`}
            className={over === index ? 'drag-over' : ''}
            style={{ flexWrap: 'wrap' }}
            data-testid="onfail-item"
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(INDEX_MIME, String(index));
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => {
              if (!e.dataTransfer.types.includes(INDEX_MIME)) return;
              e.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(e) => onDrop(e, index)}
          >
            <span className="drag-handle" aria-hidden="true">
              ⋮⋮
            </span>
            <select
              aria-label={`Failover ${index + 1}`}
              value={item.connector}
              aria-invalid={messages.length > 0 || undefined}
              aria-describedby={messages.length ? `${id}-${index}-error` : undefined}
              onChange={(e) => onChange(items.map((it, i) => (i === index ? { ...it, connector: e.target.value } : it)))}
            >
              <ConnectorOptions targets={targets} current={item.connector} currentLabel={label} />
            </select>
            <button type="button" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onChange(moved(items, index, index - 1))}>
              ↑
            </button>
            <button type="button" aria-label={`Move ${label} down`} disabled={index === items.length - 1} onClick={() => onChange(moved(items, index, index + 1))}>
              ↓
            </button>
            <button type="button" aria-label={`Remove ${label} from failover`} onClick={() => onChange(items.filter((_, i) => i !== index))}>
              ×
            </button>
            {messages.length ? (
              <div style={{ flexBasis: '100%' }}>
                <FieldError id={`${id}-${index}-error`} messages={messages} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
};
