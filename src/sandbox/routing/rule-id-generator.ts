import { formatPrefixedId } from '@domain/routing/ids';

export type RandomBytes = (n: number) => Uint8Array;

/**
 * New rule ids in the seeded ids' shape (`MPR-xxxx-xxxx-xxxx-xxxx-xxxx`, 80 random bits). Ids in
 * `taken` are skipped, so a fresh id never collides with one the document already holds.
 */
export const ruleIdGenerator = (randomBytes: RandomBytes, taken: Iterable<string>): (() => string) => {
  const used = new Set(taken);
  return () => {
    for (;;) {
      const id = formatPrefixedId('MPR', randomBytes(10));
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
};
