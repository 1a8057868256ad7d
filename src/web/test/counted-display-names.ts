/**
 * Counts the `Intl.DisplayNames` made (iso-codes.ts makes one per list of names) from this call on;
 * `restore()` puts the browser's own back. Import the module under test afresh after it
 * (vi.resetModules), so that its lists are made again.
 */
export const countDisplayNames = () => {
  const Original = Intl.DisplayNames;
  let made = 0;
  class CountedDisplayNames extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      made += 1;
    }
  }
  const install = (value: typeof Original) => Object.defineProperty(Intl, 'DisplayNames', { value, configurable: true, writable: true });
  install(CountedDisplayNames);
  return { made: () => made, restore: () => install(Original) };
};
