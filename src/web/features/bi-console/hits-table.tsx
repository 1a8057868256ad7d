import { useState } from 'react';
import { Link } from 'react-router';
import type { BiHit } from '@contracts/gateway-bi';
import { useCurrentEnvironment } from '../../lib/use-current-environment';
import { fieldText, valueAtPath } from './cell-text';

/** The columns a payments person scans first; fields a hit set lacks are left out. */
const PREFERRED = ['uuid', 'created_at', 'type', 'status', 'attempt', 'connector_name', 'meta_connector_name', 'method', 'amount', 'currency', 'base_amount', 'creditcard.type', 'creditcard.bin_country', 'customer.billing_country', 'first_error_code'];

const columnsOf = (hits: readonly BiHit[]): string[] => {
  const present = PREFERRED.filter((path) => hits.some((h) => h._source && valueAtPath(h._source, path) !== undefined));
  if (present.length > 0) return present;
  return [...new Set(hits.flatMap((h) => Object.keys(h._source ?? {})))].slice(0, 8);
};

/** Hits as rows; a row opens its whole record below the table. */
export const HitsTable = ({ hits }: { hits: readonly BiHit[] }) => {
  const [open, setOpen] = useState<string | null>(null);
  const env = useCurrentEnvironment().current?.id;
  if (hits.length === 0) return <p className="muted">No hits on this page.</p>;
  const columns = columnsOf(hits);
  const opened = hits.find((h) => h._id === open);
  return (
    <>
      <div className="table-scroll">
        <table className="data-table bi-hits">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hits.map((hit) => (
              <tr key={hit._id} aria-selected={hit._id === open} onClick={() => setOpen(hit._id === open ? null : hit._id)}>
                {columns.map((c, i) => (
                  <td key={c}>
                    {i === 0 ? (
                      <button type="button" className="link-button" onClick={(e) => (e.stopPropagation(), setOpen(hit._id === open ? null : hit._id))}>
                        {fieldText(hit._source ?? {}, c)}
                      </button>
                    ) : (
                      fieldText(hit._source ?? {}, c)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {opened ? (
        <section className="bi-record" aria-label={`Record ${opened._id}`}>
          <h3>Record {opened._id}</h3>
          {typeof opened._source?.meta_connector_guid === 'string' && env ? (
            // A routed payment: its path through the routing that was live then (the editor's Insights tab).
            <Link to={`/env/${encodeURIComponent(env)}/connectors/${encodeURIComponent(opened._source.meta_connector_guid)}?payment=${encodeURIComponent(opened._id)}`}>Show its routing path</Link>
          ) : null}
          <pre>{JSON.stringify(opened._source, null, 2)}</pre>
        </section>
      ) : null}
    </>
  );
};
