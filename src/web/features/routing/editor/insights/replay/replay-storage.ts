import { createStore, get, set, type UseStore } from 'idb-keyval';
import stringify from 'safe-stable-stringify';
import { z } from 'zod';
import { OutcomeEstimateResponse } from '@contracts/bff-outcomes';
import { ReplayJobView } from '@contracts/bff-replay';
import { fnv1a } from '@domain/json/fnv1a';

/**
 * A finished replay kept with the draft it replayed (IndexedDB, one per environment and connector,
 * beside the draft itself): reopening the editor shows it again, and says so when the draft has
 * changed since. The draft is remembered by a hash of its canonical JSON (is it still the one open?)
 * and by a copy, so that its traffic can still be painted on the rules the draft has not changed
 * since (readings-on-draft.ts); a replay kept before the copy was kept has none.
 */
export const KeptReplay = z.object({ draftHash: z.string(), draft: z.unknown().optional(), job: ReplayJobView });
export type KeptReplay = z.infer<typeof KeptReplay>;

let store: UseStore | undefined;
const replays = () => (store ??= createStore('routing-studio-replays', 'replays'));

/** A hash of the document's canonical JSON: equal documents, equal hashes, whatever their key order. */
export const draftHash = (document: unknown): string => {
  const text = stringify(document) ?? '';
  return `${fnv1a(text).toString(16)}-${text.length}`;
};

export const loadKeptReplay = async (key: string): Promise<KeptReplay | null> => {
  const parsed = KeptReplay.safeParse(await get(key, replays()).catch(() => undefined));
  return parsed.success ? parsed.data : null;
};

export const keepReplay = (key: string, kept: KeptReplay): Promise<void> => set(key, kept, replays()).catch(() => undefined);

/** The outcome estimate asked beside a replay, kept the same way under its own key (it answers apart from the replay's job). */
export const KeptEstimate = z.object({ draftHash: z.string(), answer: OutcomeEstimateResponse });
export type KeptEstimate = z.infer<typeof KeptEstimate>;
const estimateKey = (key: string) => `${key}:outcome-estimate`;

export const loadKeptEstimate = async (key: string): Promise<KeptEstimate | null> => {
  const parsed = KeptEstimate.safeParse(await get(estimateKey(key), replays()).catch(() => undefined));
  return parsed.success ? parsed.data : null;
};

export const keepEstimate = (key: string, kept: KeptEstimate): Promise<void> => set(estimateKey(key), kept, replays()).catch(() => undefined);
