import { and, asc, eq } from 'drizzle-orm';
import { GoldenCaseInput } from '@domain/routing/evaluation/golden-cases';
import type { StudioDb } from './client';
import { goldenCases } from './schema';

export interface StoredGoldenCase extends GoldenCaseInput {
  id: number;
  createdBy: string;
  createdAt: Date;
}

/** Stored cases parsed on the way out: storage is a boundary too. */
export const listGoldenCases = async (db: StudioDb, environment: string, connectorGuid: string): Promise<StoredGoldenCase[]> => {
  const rows = await db
    .select()
    .from(goldenCases)
    .where(and(eq(goldenCases.environment, environment), eq(goldenCases.connectorGuid, connectorGuid)))
    .orderBy(asc(goldenCases.id));
  return rows.map((r) => ({
    id: r.id,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    ...GoldenCaseInput.parse({ name: r.name, transaction: r.transaction, expectedConnector: r.expectedConnector, ...(r.counters === null ? {} : { counters: r.counters }) }),
  }));
};

/** No counters and an empty list mean the same (nothing stated): both are stored as null. */
export const addGoldenCase = async (db: StudioDb, environment: string, connectorGuid: string, input: GoldenCaseInput, createdBy: string) => {
  const counters = input.counters?.length ? input.counters : null;
  const [row] = await db.insert(goldenCases).values({ environment, connectorGuid, ...input, counters, createdBy }).returning({ id: goldenCases.id });
  return row!.id;
};

export const deleteGoldenCase = async (db: StudioDb, environment: string, connectorGuid: string, id: number): Promise<boolean> =>
  (await db.delete(goldenCases).where(and(eq(goldenCases.environment, environment), eq(goldenCases.connectorGuid, connectorGuid), eq(goldenCases.id, id))).returning({ id: goldenCases.id })).length > 0;
