import { treeOfPath } from '../multi/use-active-tree';

/** How many validation issues or analysis findings fall in each method block of a multi-method document, by block index. */
export const countPerMethod = (items: ReadonlyArray<{ path: string }>): Map<number, number> => {
  const map = new Map<number, number>();
  for (const { path } of items) {
    const index = treeOfPath(path)?.index ?? Number(/^methods\/(\d+)/.exec(path)?.[1] ?? NaN);
    if (!Number.isNaN(index)) map.set(index, (map.get(index) ?? 0) + 1);
  }
  return map;
};
