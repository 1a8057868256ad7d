import { expect, type Page } from '@playwright/test';
import { DRAFT_DATABASE, DRAFT_STORE } from '@web/features/routing/editor/drafts/draft-database';

/** How many unsaved drafts the studio keeps in this page's IndexedDB (database and store of draft-database.ts). */
const storedDraftCount = (page: Page): Promise<number> =>
  page.evaluate(async ({ name, storeName }) => {
    // Opening a database that does not exist would create it without the drafts store, and the
    // studio's own open (idb-keyval) would then find no store: look before opening.
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === name)) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(storeName)) {
          db.close();
          return resolve(0);
        }
        const count = db.transaction(storeName).objectStore(storeName).count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  }, { name: DRAFT_DATABASE, storeName: DRAFT_STORE });

/**
 * Waits until the editor's autosave has written the draft. The write waits for a debounce and
 * then an idle moment (use-draft-autosave.ts), which a loaded CI machine can push past any fixed
 * pause; a reload before it lands would find no draft to offer.
 */
export const waitForDraftKept = (page: Page) =>
  expect.poll(() => storedDraftCount(page), { message: 'the draft is kept in IndexedDB', timeout: 15_000 }).toBeGreaterThan(0);

/** Waits until no draft is kept (a save or a return to the baseline deletes it). */
export const waitForNoDraft = (page: Page) =>
  expect.poll(() => storedDraftCount(page), { message: 'no draft is kept in IndexedDB', timeout: 15_000 }).toBe(0);
