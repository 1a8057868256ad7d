import { z } from 'zod';
import { ConnectorGuid } from '@domain/routing/ids';

/** The path parameters the API's routes share, parsed alike everywhere (a mistake is a 400 naming the field). */
export const EnvParams = z.object({ env: z.string() });
export const ConnectorParams = EnvParams.extend({ guid: ConnectorGuid });
/** A numbered item of a connector: a routing version, a golden case. */
// At most PostgreSQL's integer: a larger id matches nothing and must not reach the database as a 500.
export const ConnectorItemParams = ConnectorParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A studio user (`authPaths.user`). */
export const UserParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
