import { describe, expect, it } from 'vitest';
import { comparisonCheck, summarizeComparison } from './comparison-coverage';

/**
 * The connector comparison's intervals against the world's truth, small (issue 41.6; the bench
 * `npm run bench -- comparison-coverage` runs 200 worlds): 8 seeded worlds of 3,000 payments, every
 * cell of every dimension. About 600 cells: were the 95 % intervals right, coverage below 91 % would
 * be more than four standard errors away (cells of one world are related, so a little less); an
 * interval half as wide, or a Wald interval on the small cells, falls well under it.
 */
describe('connector comparison against the truth', () => {
  it('holds the true approval and fees of about 95 % of its cells', () => {
    const s = summarizeComparison(Array.from({ length: 8 }, (_, i) => comparisonCheck(7000 + i, 3000)).flat());
    expect(s.cells, JSON.stringify(s)).toBeGreaterThan(400);
    expect(s.approvalCoverage, JSON.stringify(s)).toBeGreaterThan(0.91);
    expect(s.feesCoverage, JSON.stringify(s)).toBeGreaterThan(0.91);
    // Not wider than it needs to be either: a 99 % interval would cover almost every cell.
    expect(s.approvalCoverage, JSON.stringify(s)).toBeLessThan(0.99);
  }, 60_000);
});
