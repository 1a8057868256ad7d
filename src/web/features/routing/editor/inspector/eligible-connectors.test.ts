import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioConnector } from '@contracts/bff-api';
import { newRouteConnector, routeTargets } from './eligible-connectors';

const connector = fc.record({
  guid: fc.constantFrom('CO-1', 'CO-2', 'CO-3', 'CO-4', 'CO-5', 'CO-6'),
  name: fc.constantFrom('Acquirer A', 'acquirer b', 'Zeta', 'Card Router', 'ÉLAN', 'beta 2'),
  adapter: fc.constant('sandbox'),
  method: fc.constantFrom('card', 'sepa'),
  isMetaConnector: fc.boolean(),
  multiMethod: fc.constant(false),
  disabled: fc.boolean(),
  archived: fc.boolean(),
  customerProfileContainer: fc.constant(null),
  dccEnabled: fc.constant(false),
  merchantGuid: fc.constantFrom('M-1', 'M-2'),
}) satisfies fc.Arbitrary<StudioConnector>;

describe('newRouteConnector', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the default connector when it fits, else the first fitting connector as routeTargets lists them', () => {
    fc.assert(
      fc.property(fc.uniqueArray(connector, { selector: (c) => c.guid, maxLength: 6 }), fc.constantFrom('card', 'sepa', undefined), fc.constantFrom('CO-1', 'CO-2', 'CO-7', null), (connectors, method, fallback) => {
        const meta = { ...connectors[0]!, guid: 'CO-META', isMetaConnector: true, merchantGuid: 'M-1' };
        const all = [meta, ...connectors];
        const fitting = routeTargets(all, meta.guid, method).fitting;
        const expected = fitting.find((c) => c.guid === fallback)?.guid ?? fitting[0]?.guid;
        expect(newRouteConnector(all, meta.guid, method, fallback)).toBe(expected);
      }),
    );
  });

  it('compares no names when the default connector fits (a comparison by locale loads ICU)', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    const base = { adapter: 'sandbox', method: 'card', isMetaConnector: false, multiMethod: false, disabled: false, archived: false, customerProfileContainer: null, dccEnabled: false, merchantGuid: 'M-1' };
    const all: StudioConnector[] = [
      { ...base, guid: 'CO-META', name: 'Router', isMetaConnector: true },
      { ...base, guid: 'CO-2', name: 'Zeta' },
      { ...base, guid: 'CO-1', name: 'Alpha' },
    ];
    expect(newRouteConnector(all, 'CO-META', 'card', 'CO-2')).toBe('CO-2');
    expect(compare).not.toHaveBeenCalled();
    expect(newRouteConnector(all, 'CO-META', 'card', 'CO-9')).toBe('CO-1');
    expect(compare).toHaveBeenCalled();
  });
});
