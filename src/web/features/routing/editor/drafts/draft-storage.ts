import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { AnyDocumentSchema } from '../save/diff-documents';
import { DRAFT_DATABASE, DRAFT_STORE } from './draft-database';

/**
 * An unsaved edit kept in the browser (IndexedDB), one per environment and connector. It carries
 * the document it was based on, so a draft made before someone else saved can still be reviewed
 * against its own base and saved through the conflict check instead of silently overwriting.
 */
export const Draft = z.object({
  document: AnyDocumentSchema,
  baseRevision: z.string(),
  baseDocument: AnyDocumentSchema,
  savedAt: z.number(),
});
export type Draft = z.infer<typeof Draft>;

export const draftKey = (env: string, connectorGuid: string) => `${env}:${connectorGuid}`;

// Opened on first use: idb-keyval opens the database as soon as a store is created.
let store: UseStore | undefined;
const drafts = () => (store ??= createStore(DRAFT_DATABASE, DRAFT_STORE));

const parseDraft = (raw: unknown): Draft | null => {
  const parsed = Draft.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

const stashKey = (key: string) => `routing-studio:draft-at-unload:${key}`;

/**
 * A draft written synchronously while the page goes away. IndexedDB writes are asynchronous and
 * Chromium does not finish one a page starts while it unloads: an edit followed at once by a
 * reload was lost. localStorage is written before the page is gone; the next load moves the copy
 * into IndexedDB. Best effort: a document too large for localStorage's quota is left to IndexedDB.
 */
export const stashDraftNow = (key: string, draft: Draft | null): void => {
  try {
    if (draft) localStorage.setItem(stashKey(key), JSON.stringify(draft));
    else localStorage.removeItem(stashKey(key));
  } catch {
    // Quota or storage unavailable: the IndexedDB write started alongside may still land.
  }
};

const takeStash = (key: string): Draft | null => {
  try {
    const text = localStorage.getItem(stashKey(key));
    if (text === null) return null;
    localStorage.removeItem(stashKey(key));
    return parseDraft(JSON.parse(text));
  } catch {
    return null;
  }
};

/**
 * The stored draft, or null when there is none or it no longer parses (an older format is dropped,
 * not trusted). A copy stashed at unload that is newer than IndexedDB's draft replaces it there.
 */
export const loadDraft = async (key: string): Promise<Draft | null> => {
  const raw: unknown = await get(key, drafts());
  const stored = raw === undefined ? null : parseDraft(raw);
  const stashed = takeStash(key);
  if (stashed && (!stored || stashed.savedAt >= stored.savedAt)) {
    await saveDraft(key, stashed);
    return stashed;
  }
  return stored;
};

export const saveDraft = (key: string, draft: Draft): Promise<void> => set(key, draft, drafts());

export const deleteDraft = (key: string): Promise<void> => {
  stashDraftNow(key, null);
  return del(key, drafts());
};
