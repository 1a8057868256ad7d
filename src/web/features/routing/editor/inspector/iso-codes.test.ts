import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDisplayNames } from '@web/test/counted-display-names';

// Counts the name lookups made (one per list).
let counted: ReturnType<typeof countDisplayNames> | undefined;
afterEach(() => counted?.restore());

describe('the country and currency lists', () => {
  it('are named when first asked for, not when the code loads (it took 10–25 ms of the routing page’s load)', async () => {
    vi.resetModules();
    counted = countDisplayNames();
    const codes = await import('./iso-codes');
    expect(counted.made()).toBe(0);

    const countries = codes.allCountries();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(codes.countryName('CH')).toBe('Switzerland');
    expect(codes.countryName('XX')).toBe('XX');
    const currencies = codes.allCurrencies();
    expect(currencies.find((c) => c.code === 'EUR')?.name).toBe('Euro');
    // By English name, as a person looks for them; made once.
    for (const list of [countries, currencies]) expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort(new Intl.Collator('en').compare));
    expect(codes.allCountries()).toBe(countries);
    expect(counted.made()).toBe(2);
  });
});
