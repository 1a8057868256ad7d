import { sql, type SQL } from 'drizzle-orm';
import { column } from './fields';

/**
 * How a statement writes a root field's column into its output: as it is, as text (numbers stay
 * exact whichever driver reads them), as epoch milliseconds (dates: the mapping's are whole
 * seconds, and an int8 costs PostgreSQL far less than extract()'s numeric or to_char), or as an
 * address (ip). Each output has a key, so a hits statement selects one form of one column once
 * however many parts of a hit read it: a replay's 5,000-hit page used to write the uuid three
 * times (the id, the sort value, the `_source`) and the creation date twice.
 */
export type OutputForm = 'value' | 'text' | 'ms' | 'host';

export interface OutputItem {
  /** Equal keys, equal SQL: the select list keeps the first. */
  key: string;
  sql: SQL;
}

export const columnOutput = (name: string, form: OutputForm): OutputItem => {
  const c = column(name);
  const expr = form === 'ms' ? sql`(date_part('epoch', ${c}) * 1000)::int8` : form === 'host' ? sql`host(${c})` : form === 'text' ? sql`${c}::text` : c;
  return { key: `${form}:${name}`, sql: expr };
};

/** A select list that names its items `c0`, `c1`… and selects an item whose key it has once. */
export const selectList = () => {
  const positions = new Map<string, number>();
  const items: SQL[] = [];
  return {
    /** The item's position in the row. */
    add(item: OutputItem): number {
      let at = positions.get(item.key);
      if (at === undefined) {
        at = items.length;
        positions.set(item.key, at);
        items.push(sql`${item.sql} as ${sql.raw(`"c${at}"`)}`);
      }
      return at;
    },
    items: (): readonly SQL[] => items,
    names: (): string[] => items.map((_item, i) => `c${i}`),
  };
};
