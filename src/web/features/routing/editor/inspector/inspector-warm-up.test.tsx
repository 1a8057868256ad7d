// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDisplayNames } from '@web/test/counted-display-names';
import { stubIdleCallbacks } from '@web/test/idle-callbacks';

// Counts the name lookups made (one per list), as iso-codes.test.ts does.
let counted: ReturnType<typeof countDisplayNames> | undefined;
afterEach(() => {
  counted?.restore();
  vi.unstubAllGlobals();
});

describe('the inspector warm-up', () => {
  it('names the countries and currencies and compares once by locale when the page is first idle, not before', async () => {
    vi.resetModules();
    counted = countDisplayNames();
    const compared = vi.spyOn(String.prototype, 'localeCompare');
    const { idle, requests } = stubIdleCallbacks();
    const { useInspectorWarmUp } = await import('./inspector-warm-up');
    const codes = await import('./iso-codes');
    renderHook(() => useInspectorWarmUp());
    expect(counted.made()).toBe(0);
    expect(compared).not.toHaveBeenCalled();
    expect(requests.map((r) => r?.timeout)).toEqual([5000]);

    await idle();
    expect(counted.made()).toBe(2);
    expect(compared).toHaveBeenCalledTimes(1);
    // The inspector's first form then finds the lists made.
    codes.allCountries();
    codes.allCurrencies();
    expect(counted.made()).toBe(2);
    compared.mockRestore();
  });
});
