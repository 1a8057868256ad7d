import type { GoldenFailure } from '@contracts/bff-golden';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { checkGoldenCase } from '@domain/routing/evaluation/golden-cases';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation/reference-rates';
import type { EvaluationContext, EvaluationSettings } from '@domain/routing/evaluation/transaction';
import type { StudioDb } from '../db/client';
import { listGoldenCases } from '../db/golden-cases';
import type { GatewayEnvironment } from '../config/studio-config';
import type { Environment } from '../environments';
import type { AnyDocument } from '@domain/routing/tree-walk';

/**
 * The environment's base currency and rates. The BFF sends the same settings to the browser (the
 * environments list), so a golden case the simulator shows as passing passes at save time too.
 */
export const evaluationSettingsOf = (config: GatewayEnvironment): EvaluationSettings => config.evaluation ?? REFERENCE_SETTINGS;

/** Golden cases check exact chances: the context has no random source, and drawing from it throws. */
export const evaluationContextOf = (env: Environment): EvaluationContext => evaluationContext(evaluationSettingsOf(env.config));

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
