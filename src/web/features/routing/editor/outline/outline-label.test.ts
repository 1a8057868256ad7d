import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import type * as DescribeCondition from '@domain/routing/describe/describe-condition';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { rowAccessibleName, rowTitle } from './outline-label';
import { outlineRows } from './outline-rows';

// How many conditions were put into words (the real describeCondition does it).
const described = vi.hoisted(() => ({ count: 0 }));
vi.mock('@domain/routing/describe/describe-condition', async (importOriginal) => {
  const actual = await importOriginal<typeof DescribeCondition>();
  return { ...actual, describeCondition: (...args: Parameters<typeof actual.describeCondition>) => ((described.count += 1), actual.describeCondition(...args)) };
});

afterEach(() => {
  described.count = 0;
});

describe('outline row labels', () => {
  const names = connectorNameLookup(Object.values(CONNECTORS));
  const rows = outlineRows(cardRouterDocument.tree, new Set());
  const conditionRow = rows.find((r) => r.node.if)!;
  const routeRow = rows.find((r) => r.node.route)!;

  it('say what the rule decides, after its branch', () => {
    expect(rowTitle(conditionRow, names)).toMatch(/\S/);
    const name = rowAccessibleName(conditionRow, names, 2);
    expect(name).toContain(`f ${rowTitle(conditionRow, names)}, `);
    expect(name).toMatch(/, 2 problems$/);
    expect(rowAccessibleName(routeRow, names, 0)).toContain(`route to ${rowTitle(routeRow, names).replaceAll(' → then ', ' then ')}`);
  });

  // A row that moved in the window after an edit (the same rule node) is not put into words again.
  it('put a rule into words once per rule node and connector names, however often the row is drawn', () => {
    const title = rowTitle(conditionRow, names);
    const before = described.count;
    for (let i = 0; i < 5; i += 1) {
      expect(rowTitle({ ...conditionRow, posInSet: i }, names)).toBe(title);
      rowAccessibleName({ ...conditionRow, depth: i }, names, i);
    }
    expect(described.count).toBe(before);
    // Other connector names: other words, put anew.
    rowTitle(conditionRow, connectorNameLookup([]));
    expect(described.count).toBe(before + 1);
  });
});
