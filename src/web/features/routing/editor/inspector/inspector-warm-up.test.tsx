// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIdleCallbacks } from '@web/test/idle-callbacks';

// Counts the name lookups made (one per list), as iso-codes.test.ts does.
const Original = Intl.DisplayNames;
let made = 0;
class CountedDisplayNames extends Original {
  constructor(...args: ConstructorParameters<typeof Original>) {
    super(...args);
    made += 1;
  }
}
afterEach(() => {
  Object.defineProperty(Intl, 'DisplayNames', { value: Original, configurable: true, writable: true });
  vi.unstubAllGlobals();
});

describe('the inspector warm-up', () => {
  it('names the countries and currencies and compares once by locale when the page is first idle, not before', async () => {
    vi.resetModules();
    Object.defineProperty(Intl, 'DisplayNames', { value: CountedDisplayNames, configurable: true, writable: true });
    made = 0;
    const compared = vi.spyOn(String.prototype, 'localeCompare');
    const { idle, requests } = stubIdleCallbacks();
    const { useInspectorWarmUp } = await import('./inspector-warm-up');
    const codes = await import('./iso-codes');
    renderHook(() => useInspectorWarmUp());
    expect(made).toBe(0);
    expect(compared).not.toHaveBeenCalled();
    expect(requests.map((r) => r?.timeout)).toEqual([5000]);

    await idle();
    expect(made).toBe(2);
    expect(compared).toHaveBeenCalledTimes(1);
    // The inspector's first form then finds the lists made.
    codes.allCountries();
    codes.allCurrencies();
    expect(made).toBe(2);
    compared.mockRestore();
  });
});
