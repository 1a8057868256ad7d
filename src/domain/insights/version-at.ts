/**
 * Which version of a connector's routing was live at a moment, from the studio's version history.
 * A version the studio saved was live from its save until the next version. A version "found at the
 * gateway" (saved by nobody: changed outside the studio) became live at an unknown moment between
 * the version before it and the moment the studio noticed, so a payment in that interval is not
 * attributed to either: the answer says so instead of guessing.
 */
export interface VersionStamp {
  id: number;
  /** ISO instant the studio recorded the version. */
  savedAt: string;
  /** null: the studio found this document at the gateway (first sight or a change made outside it). */
  savedBy: string | null;
}

export type VersionAt = { kind: 'known'; id: number } | { kind: 'unknown'; why: string };

/**
 * `at` is known to `resolutionMs` (BI dates are whole seconds): the payment happened in
 * [at, at + resolutionMs), so a version saved within that span leaves it undecided.
 */
export const versionLiveAt = (versions: readonly VersionStamp[], at: string, resolutionMs = 1000): VersionAt => {
  const t = Date.parse(at);
  const sorted = [...versions].sort((a, b) => Date.parse(a.savedAt) - Date.parse(b.savedAt) || a.id - b.id);
  if (sorted.some((v) => Date.parse(v.savedAt) > t && Date.parse(v.savedAt) < t + resolutionMs))
    return { kind: 'unknown', why: 'The routing changed within the second the payment was recorded in: which document routed it is not known.' };
  const index = sorted.findLastIndex((v) => Date.parse(v.savedAt) <= t);
  if (index < 0) return { kind: 'unknown', why: 'The studio first saw this routing after the payment: the document live at the time is not in its history.' };
  const next = sorted[index + 1];
  if (next && next.savedBy === null)
    return {
      kind: 'unknown',
      why: `The routing changed outside the studio between ${sorted[index]!.savedAt} and ${next.savedAt} (when the studio noticed), and the payment falls in between: which document routed it is not known.`,
    };
  return { kind: 'known', id: sorted[index]!.id };
};
