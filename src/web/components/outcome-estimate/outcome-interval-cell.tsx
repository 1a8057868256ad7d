import type { Interval } from '@domain/outcomes/outcome-estimate';
import { formatFigure, formatInterval, type FigureKind } from './outcome-format';

/**
 * One figure and, under it, its 95 % interval: the studio shows no estimate without one. A
 * difference whose interval lies wholly on one side of zero is marked better or worse (for fees,
 * lower is better), i.e. beyond the model's uncertainty.
 */
export const IntervalCell = ({ interval, kind, currency, lowerIsBetter = false }: { interval: Interval; kind: FigureKind; currency: string; lowerIsBetter?: boolean }) => {
  const up = interval.low > 0;
  const down = interval.high < 0;
  const side = kind.endsWith('difference') && (up || down) ? (up !== lowerIsBetter ? 'outcome-better' : 'outcome-worse') : undefined;
  return (
    <td className={side}>
      {formatFigure(interval.estimate, kind, currency)}
      <div className="outcome-interval">{formatInterval(interval, kind, currency)}</div>
    </td>
  );
};
