import { z } from 'zod';
import { ConnectorGuid } from '@domain/routing/ids';

/** The path parameters the API's routes share, parsed alike everywhere (a mistake is a 400 naming the field). */
export const EnvParams = z.object({ env: z.string() });
export const ConnectorParams = EnvParams.extend({ guid: ConnectorGuid });
/**
 * A row's number in a path, written as the studio writes it: digits only, no sign, no leading zero.
 * `z.coerce.number()` also read '0x1', '1e0' and ' 1' as 1, so one row answered to many addresses.
 * At most PostgreSQL's integer: a larger id matches nothing and must not reach the database as a 500.
 */
export const RowId = z
  .string()
  .regex(/^[1-9][0-9]*$/, 'an id is a whole number written in digits, such as 12')
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, 'no such id: ids are at most 2,147,483,647'));

/** A numbered item of a connector: a routing version, a golden case. */
export const ConnectorItemParams = ConnectorParams.extend({ id: RowId });

/** A studio user (`authPaths.user`). */
export const UserParams = z.object({ id: RowId });
