import { z } from 'zod';
import { GoldenCaseInput } from '@domain/routing/evaluation/golden-cases';
import { bffPath } from './bff-paths';

/** Golden test cases as the BFF serves them; `counters` only when the case was saved with some. */
export const GoldenCaseDto = GoldenCaseInput.extend({ id: z.number().int(), createdBy: z.string(), createdAt: z.string() });
export type GoldenCaseDto = z.infer<typeof GoldenCaseDto>;
export const GoldenCasesResponse = z.object({ cases: z.array(GoldenCaseDto) });
export type GoldenCasesResponse = z.infer<typeof GoldenCasesResponse>;

/** A case the document being saved breaks: where the transaction would go instead. */
export const GoldenFailure = z.object({
  id: z.number().int(),
  name: z.string(),
  expectedConnector: z.string(),
  shares: z.array(z.object({ connector: z.string().nullable(), probability: z.number() })),
});
export type GoldenFailure = z.infer<typeof GoldenFailure>;

export const goldenPaths = {
  cases: bffPath('/api/env/:env/connectors/:guid/test-cases'),
  case: bffPath('/api/env/:env/connectors/:guid/test-cases/:id'),
} as const;
