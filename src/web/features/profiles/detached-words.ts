import type { DetachInstrumentResult, StudioInstrument } from '@contracts/bff-profiles';
import { describeInstrument } from './instrument-details';

/**
 * What the detach did, from what the profile lost (read back by the BFF), not from what was asked:
 * should the gateway ever detach another instrument, the page says so instead of reporting the chosen one.
 */
export const detachedWords = (result: DetachInstrumentResult, chosen: StudioInstrument, before: readonly StudioInstrument[]): string => {
  const name = (token: string) => {
    const found = before.find((i) => i.paymentToken === token);
    return found ? `${describeInstrument(found)} (${token})` : token;
  };
  if (result.detached === null) return `The gateway accepted the detach of ${name(chosen.paymentToken)}, but the profile could not be read back to confirm it. Reload the profile.`;
  if (result.detached.length === 1 && result.detached[0] === chosen.paymentToken) return `Detached ${name(chosen.paymentToken)} from this profile.`;
  if (result.detached.length === 0) return `The gateway answered that it detached, but ${name(chosen.paymentToken)} is still in the profile.`;
  return `Warning: the gateway detached ${result.detached.map(name).join(' and ')}${result.detached.includes(chosen.paymentToken) ? '' : `, not ${name(chosen.paymentToken)}`}.`;
};
