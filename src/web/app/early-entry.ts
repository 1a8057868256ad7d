import { preloadFiles, routingPageFiles } from '../lib/early-preload';
import { routingUrlOfPage, startEarlyReads } from '../lib/early-reads';

// An entry of its own, loaded by index.html before main.tsx: the reads the page's first screen waits
// for start, and on a routing page the page's own files are fetched, while the main bundle is still
// on its way (see lib/early-reads.ts and lib/early-preload.ts).
startEarlyReads(location.pathname);
if (routingUrlOfPage(location.pathname) !== null) preloadFiles(document, routingPageFiles(document));
