import type { Query } from '../ast';

/**
 * Whether every record the query matches has a value in `field` (at the root, not in a nested
 * group): some required clause (a `bool`'s `must` or `filter`, at any depth) is a term, range,
 * exists, prefix or wildcard query on it, none of which a record without the field matches. Used
 * to make a `search_after` page an index range (compile/sort.ts): where the sort field can be
 * missing, the records without it come after every value and the bound cannot be used.
 */
export const impliesPresent = (query: Query, field: string): boolean => {
  switch (query.kind) {
    case 'bool':
      return [...query.must, ...query.filter].some((q) => impliesPresent(q, field));
    case 'term':
    case 'range':
    case 'exists':
    case 'prefix':
    case 'wildcard':
      return query.field === field;
    default:
      return false;
  }
};
