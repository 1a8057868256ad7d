import { and, eq } from 'drizzle-orm';
import type { SandboxDb } from '../../db/client';
import { apiUsers } from '../../db/schema';
import { parseBasicAuth, sameSecret } from '../../http/basic-auth';

/** A missing or wrong BI credential: 401 in the security plugin's shape. */
export class BiAuthFailure extends Error {}

/** The tenant of the BI API user in `Authorization: Basic …`. */
export const authenticateBi = async (db: SandboxDb, header: string | undefined, path: string): Promise<string> => {
  const credentials = parseBasicAuth(header);
  if (!credentials) throw new BiAuthFailure(`Missing authentication information for REST request [${path}]`);
  const [user] = await db
    .select()
    .from(apiUsers)
    .where(and(eq(apiUsers.username, credentials.username), eq(apiUsers.role, 'bi')));
  if (!user || !sameSecret(user.password, credentials.password)) throw new BiAuthFailure(`Unauthorized`);
  return user.tenantGuid;
};
