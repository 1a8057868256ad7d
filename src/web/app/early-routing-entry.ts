import { preloadFiles, routingPageFiles } from '../lib/early-preload';
import { routingUrlOfPage, startEarlyRoutingFetch } from '../lib/early-routing';

// An entry of its own, loaded by index.html before main.tsx: on a routing page the document's GET
// starts, and the page's own files are fetched, while the main bundle is still on its way (see
// lib/early-routing.ts and lib/early-preload.ts).
startEarlyRoutingFetch(location.pathname);
if (routingUrlOfPage(location.pathname) !== null) preloadFiles(document, routingPageFiles(document));
