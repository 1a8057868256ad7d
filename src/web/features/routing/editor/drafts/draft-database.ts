/**
 * Where the studio keeps unsaved drafts in the browser: an IndexedDB database and its object store
 * (draft-storage.ts writes there; the e2e tests look there to know a draft has landed).
 */
export const DRAFT_DATABASE = 'routing-studio';
export const DRAFT_STORE = 'drafts';
