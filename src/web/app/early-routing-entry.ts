import { startEarlyRoutingFetch } from '../lib/early-routing';

// An entry of its own, loaded by index.html before main.tsx: on a routing page the document's GET
// starts while the main bundle is still on its way (see lib/early-routing.ts).
startEarlyRoutingFetch(location.pathname);
