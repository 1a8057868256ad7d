/*
 * The routing page's files, fetched the moment a routing page opens. The page is a lazy chunk the
 * main bundle asks for only once it has run (a few hundred milliseconds into a load on 2 cores);
 * its files are known at build time, so index.html lists them in a data block (vite-early-entry.ts)
 * and the early script preloads them on a routing page only: other pages do not pay for them.
 * No zod and no React here: this module is in the early entry.
 */

/** The id of index.html's data block, which the build (vite-early-entry.ts) writes under this id. */
export const ROUTING_PAGE_FILES_ID = 'routing-page-files';

// Only the build's own assets: the block is ours, but a page must not be made to fetch anything else.
const asset = /^\/assets\/[\w.-]+\.(js|css)$/;

/** The files listed in the data block, or none when there is none or it is not a list of our assets. */
export const routingPageFiles = (doc: Document): string[] => {
  const text = doc.getElementById(ROUTING_PAGE_FILES_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) && files.every((f) => typeof f === 'string' && asset.test(f)) ? files : [];
  } catch {
    return [];
  }
};

/**
 * Adds a module preload for each script and the stylesheet itself for each CSS file, as Vite's own
 * preload helper would add them (crossorigin): when the page's chunk is imported, the helper finds
 * these links by their URL and adds none of its own, and the browser's module map holds the scripts.
 */
export const preloadFiles = (doc: Document, files: readonly string[]): void => {
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = file.endsWith('.js') ? 'modulepreload' : 'stylesheet';
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  }
};
