import Fastify from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { parseStudioConfig } from '../config/studio-config';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { seedDemoUsers, signIn, type Client } from './sign-in';

export const META = 'CO-aaaa-bbbb-cccc-dddd-0901';
/** More meta-connectors, for tests that apply several requests at once. */
export const OTHER_METAS = ['CO-aaaa-bbbb-cccc-dddd-0902', 'CO-aaaa-bbbb-cccc-dddd-0903', 'CO-aaaa-bbbb-cccc-dddd-0904'];
export const TARGET_A = 'CO-aaaa-bbbb-cccc-dddd-0101';
export const TARGET_B = 'CO-aaaa-bbbb-cccc-dddd-0102';
export const TARGET_C = 'CO-aaaa-bbbb-cccc-dddd-0103';

export const routingTo = (connector: string) => ({ version: '1', default: { connector }, rerouteRecurring: false, tree: null });

/**
 * A fake gateway for change-control tests: one single-method meta-connector whose document a test
 * reads and replaces directly (a change made at the gateway), whose sets can be made to fail
 * (down: 503; refused: 422), and which counts the sets it applied per connector. The other
 * meta-connectors keep their documents in `others`.
 */
export const startChangeGateway = async () => {
  const state = { stored: routingTo(TARGET_A) as Record<string, unknown>, others: new Map<string, unknown>(OTHER_METAS.map((g) => [g, routingTo(TARGET_A)])), failSets: null as null | 503 | 422, setsBy: new Map<string, number>(), setsArrived: 0, setDelayMs: 0 };
  const gateway = Fastify();
  const connector = (guid: string, meta: boolean) => ({ guid, name: guid === META ? 'Router' : `Acquirer ${guid.slice(-1)}`, adapter: 'X', method: 'Creditcard', isMetaConnector: meta, multiMethod: false, disabled: false, archived: false, customerProfileContainer: null, dccEnabled: false });
  gateway.get('/api/provisioning/listConnectors', async () => ({ success: true, connectors: [connector(META, true), ...OTHER_METAS.map((g) => connector(g, true)), ...[TARGET_A, TARGET_B, TARGET_C].map((g) => connector(g, false))] }));
  const guidOf = (request: { params: unknown }) => (request.params as { guid: string }).guid;
  gateway.get('/api/provisioning/getConnectorRouting/:guid', async (request) => ({ success: true, routing: guidOf(request) === META ? state.stored : state.others.get(guidOf(request)) }));
  gateway.post('/api/provisioning/setConnectorRouting/:guid', async (request, reply) => {
    if (state.failSets === 503) return reply.status(503).send({ success: false, errorCode: 9999, errorMessage: 'Service unavailable' });
    if (state.failSets === 422) return reply.status(422).send({ success: false, errorCode: 1013, errorMessage: "Connector does not exist at 'default/connector'" });
    state.setsArrived += 1;
    if (state.setDelayMs) await new Promise((r) => setTimeout(r, state.setDelayMs));
    const guid = guidOf(request);
    state.setsBy.set(guid, (state.setsBy.get(guid) ?? 0) + 1);
    const routing = { ...(request.body as object), tree: null };
    if (guid === META) state.stored = routing;
    else state.others.set(guid, routing);
    return { success: true, routing };
  });
  const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { url, state, close: () => gateway.close() };
};

/** A studio config whose one environment 'live' is marked production (approval required by default). */
export const productionConfig = (baseUrl: string) =>
  parseStudioConfig({ environments: [{ id: 'live', name: 'Live', production: true, baseUrl, provisioning: { username: 'prov', password: 'secret-prov-pw' } }] }, 'test');

/** An in-process BFF on that gateway with the demo users signed in as editor and admin, and a scheduler clock the test moves. */
export const changeStudio = async (baseUrl: string, { db: given, clock, ...options }: { db?: StudioDatabase; clock: { now: Date } } & Partial<BuildAppOptions>) => {
  const db = given ?? (await openStudioDatabase());
  await seedDemoUsers(db.db);
  const app = await buildApp({ config: productionConfig(baseUrl), db, changeControl: { now: () => clock.now, retryBaseMs: 60_000 }, ...options });
  const editor: Client = await signIn(app, 'routing-editor');
  const admin: Client = await signIn(app, 'admin');
  return { app, db, editor, admin };
};
