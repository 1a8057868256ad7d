import { groupedNumber } from '../format/grouped-number';
import type { Interval, OutcomeEstimate } from './outcome-estimate';

const MINUS = '\u2212';
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : value < 0 ? `${MINUS}${text}` : text);
const pp = (x: number) => signed((Math.abs(x) * 100).toFixed(1), Number((x * 100).toFixed(1)));
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
// groupedNumber, not Intl: a page's first Intl object loads ICU (format/grouped-number.ts).
const whole = (x: number) => groupedNumber(x, 0);
const money = (x: number) => signed(whole(Math.abs(x)), Math.round(x));

const range = (i: Interval, format: (x: number) => string) => `(95 %: ${format(i.low)} to ${format(i.high)})`;

/**
 * The estimate in one sentence, every figure with its interval: "Approval 91.2 % → 92.0 %, +0.8 pp
 * (95 %: +0.5 to +1.1); fees −1,240 EUR (95 %: …) over the window; net +3,400 EUR (95 %: …); on
 * 10,000 payments", then what is unknown or assumed, so the sentence never claims more than it rests on.
 */
export const headlineOf = (e: Omit<OutcomeEstimate, 'headline'>): string => {
  const { live, draft, difference, payments } = e.total;
  const c = e.baseCurrency;
  const parts = [
    `Approval ${pct(live.approval.estimate)} → ${pct(draft.approval.estimate)}, ${pp(difference.approval.estimate)} pp ${range(difference.approval, pp)}`,
    `fees ${money(difference.fees.estimate)} ${c} ${range(difference.fees, money)} over the window`,
    `net ${money(difference.net.estimate)} ${c} ${range(difference.net, money)}`,
    e.sample
      ? `on ${whole(payments)} payments, estimated from a random sample of ${whole(e.sample.payments)} of the window's ${whole(e.sample.windowPayments)} (sampling adds ±${(e.sample.approvalHalfWidth * 100).toFixed(2)} pp to approval)`
      : `on ${whole(payments)} payments`,
  ];
  if (e.unknown.payments > 0) parts.push(`${whole(e.unknown.payments)} payments (${pct(e.volume > 0 ? e.unknown.volume / e.volume : 0)} of the volume) unknown: no evidence where a document sends them`);
  if (e.notOffered.payments > 0) {
    const { byLive, byDraft } = e.notOffered;
    // Which document does not offer them: a draft that stops offering a method loses those payments, which the figures cannot show.
    const which = byDraft > 0 && byLive > 0 ? `the draft does not offer ${whole(byDraft)} of them, the live document ${whole(byLive)}` : byDraft > 0 ? 'the draft does not offer it' : byLive > 0 ? 'the live document does not offer it' : 'a document does not offer it';
    parts.push(`${whole(e.notOffered.payments)} ${e.notOffered.payments === 1 ? 'payment' : 'payments'} left out for their method: ${which}`);
  }
  if (e.assumed.payments > 0) parts.push(`${whole(e.assumed.payments)} payments assumed ${e.assumption === 'connector-average' ? "at their connector's average" : e.assumption}`);
  return parts.join('; ');
};
