import type { Role } from '@domain/auth/permissions';
import type { StudioDb } from '../db/client';
import { passwordProblem } from './passwords';
import { countUsers, createUser } from './users-repo';

type Seed = { username: string; displayName: string; role: Role; password: string };

/** Creates the given users only when the studio has none yet (first start); returns those created. */
export const seedUsersIfEmpty = async (db: StudioDb, seeds: readonly Seed[]): Promise<Seed[]> => {
  if ((await countUsers(db)) > 0) return [];
  for (const seed of seeds) {
    const problem = passwordProblem(seed.password);
    if (problem) throw new Error(`Cannot create user '${seed.username}': ${problem}`);
    await createUser(db, seed);
  }
  return [...seeds];
};
