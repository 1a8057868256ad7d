import { parseStudioConfig } from '../config/studio-config';

/**
 * A studio configuration whose one environment ('x') points at a port nothing listens on: for
 * tests of the BFF's own routes (sessions, access rules, headers, the SPA) that never reach a gateway.
 */
export const noGatewayConfig = parseStudioConfig({ environments: [{ id: 'x', name: 'X', baseUrl: 'http://127.0.0.1:9', provisioning: { username: 'u', password: 'p' } }] }, 'test');
