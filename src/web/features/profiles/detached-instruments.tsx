import type { DetachedInstrument } from '@contracts/bff-profiles';
import { formatDateTime } from '../../lib/format';

/**
 * Instruments detached through the studio: the gateway lists only live instruments, so without
 * this a detached card would simply vanish from the page.
 */
export const DetachedInstruments = ({ detached }: { detached: readonly DetachedInstrument[] }) =>
  detached.length === 0 ? null : (
    <section aria-labelledby="detached-heading" className="detached-instruments">
      <h4 id="detached-heading">Detached through the studio</h4>
      <ul>
        {detached.map((d) => (
          <li key={`${d.paymentToken}-${d.detachedAt}`}>
            <span className="badge badge-muted">Detached</span> {d.description ?? 'Instrument'} <code>{d.paymentToken}</code> · {formatDateTime(d.detachedAt)} by {d.detachedBy}
          </li>
        ))}
      </ul>
      <p className="muted">Detached instruments no longer pay; they are not deregistered. Detaches made outside the studio are not listed.</p>
    </section>
  );
