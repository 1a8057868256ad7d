import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { AnyDocumentSchema } from '../save/diff-documents';

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
const drafts = () => (store ??= createStore('routing-studio', 'drafts'));

/** The stored draft, or null when there is none or it no longer parses (an older format is dropped, not trusted). */
export const loadDraft = async (key: string): Promise<Draft | null> => {
  const raw: unknown = await get(key, drafts());
  if (raw === undefined) return null;
  const parsed = Draft.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

export const saveDraft = (key: string, draft: Draft): Promise<void> => set(key, draft, drafts());

export const deleteDraft = (key: string): Promise<void> => del(key, drafts());
