import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { parseSearchBody } from '../parse/request';
import { planSourceFetch } from '../execute/source-fetch';
import { columnOutput, selectList } from './column-output';
import { compileSort, sortOutput } from './sort';

const dialect = new PgDialect();
const text = (list: ReturnType<typeof selectList>) => list.items().map((item) => dialect.sqlToQuery(item).sql);

describe('the select list of a hits statement', () => {
  it('selects an item once per key and gives its position to every part that reads it', () => {
    const list = selectList();
    expect(list.add(columnOutput('uuid', 'value'))).toBe(0);
    expect(list.add(columnOutput('created_at', 'ms'))).toBe(1);
    expect(list.add(columnOutput('uuid', 'value'))).toBe(0);
    expect(list.add(columnOutput('uuid', 'text'))).toBe(2);
    expect(list.names()).toEqual(['c0', 'c1', 'c2']);
    expect(text(list)).toEqual(['t."uuid" as "c0"', `(date_part('epoch', t."created_at") * 1000)::int8 as "c1"`, 't."uuid"::text as "c2"']);
  });

  // A replay's page: sorted by created_at then uuid, `_source` naming both. The uuid used to be
  // written three times per hit (id, sort value, source) and the date twice.
  it("writes a replay page's uuid and creation date once each", () => {
    const request = parseSearchBody({ size: 5000, sort: [{ created_at: 'asc' }, { uuid: 'asc' }], _source: ['uuid', 'created_at', 'currency'] });
    const list = selectList();
    list.add(columnOutput('uuid', 'value'));
    request.sort.forEach((s, i) => list.add(sortOutput(compileSort(s, 0), i)));
    planSourceFetch(request.source).items.forEach((item) => list.add(item));
    const selected = text(list);
    // (The null leaves' guard names the columns too: counted are the items that write them.)
    expect(selected.filter((s) => s.startsWith('t."uuid"'))).toHaveLength(1);
    expect(selected.filter((s) => s.startsWith(`(date_part('epoch', t."created_at")`))).toHaveLength(1);
    // _exact, _nulls, _doc unless exact, and currency besides the two.
    expect(selected).toHaveLength(6);
  });

  it('keeps a sort of a field without a column of its own (a nested member) apart', () => {
    const request = parseSearchBody({ sort: [{ 'fees.amount': { order: 'asc', nested: { path: 'fees' } } }] });
    expect(sortOutput(compileSort(request.sort[0]!, 0), 0).key).toBe('sort:0');
  });
});
