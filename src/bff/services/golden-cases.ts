import type { GoldenFailure } from '../../contracts/bff-golden';
import { checkGoldenCase } from '../../domain/routing/evaluation/golden-cases';
import { REFERENCE_SETTINGS } from '../../domain/routing/evaluation/reference-rates';
import type { EvaluationContext } from '../../domain/routing/evaluation/transaction';
import type { AnyDocument } from '../../domain/routing/tree-walk';
import type { StudioDb } from '../db/client';
import { listGoldenCases } from '../db/golden-cases';
import type { Environment } from '../environments';

/** Golden cases check exact chances, so they never draw a random number; this one says so if they do. */
const noRandom = () => {
  throw new Error('golden cases must not draw random numbers');
};

export const evaluationContextOf = (env: Environment): EvaluationContext => ({ ...(env.config.evaluation ?? REFERENCE_SETTINGS), random: noRandom });

/** The connector's golden cases that `doc` breaks. */
export const failingGoldenCases = async (db: StudioDb, env: Environment, guid: string, doc: AnyDocument): Promise<GoldenFailure[]> => {
  const ctx = evaluationContextOf(env);
  const failures: GoldenFailure[] = [];
  for (const gc of await listGoldenCases(db, env.config.id, guid)) {
    const result = checkGoldenCase(doc, gc, ctx);
    if (!result.pass) failures.push({ id: gc.id, name: gc.name, expectedConnector: gc.expectedConnector, shares: result.shares });
  }
  return failures;
};
