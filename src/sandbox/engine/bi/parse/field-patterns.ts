import { BI_LEAF_FIELDS } from '@domain/bi/fields';

/**
 * Field names with `*` (multi_match `fields`, query_string `default_field`/`fields`, `_exists_`)
 * expanded against the catalogue. Fields inside nested groups are left out: outside a `nested`
 * query they match nothing in OpenSearch either. Geo points are not searchable by text. Members of
 * dynamic objects are not listed (the catalogue cannot know which keys records carry).
 */
const SEARCHABLE = BI_LEAF_FIELDS.filter((f) => f.nested === null && f.type !== 'geo_point').map((f) => f.path);

const toRegex = (pattern: string) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

export const expandFields = (patterns: readonly string[]): string[] => {
  const out = new Set<string>();
  for (const p of patterns) {
    if (!p.includes('*')) out.add(p);
    else {
      const re = toRegex(p);
      for (const f of SEARCHABLE) if (re.test(f)) out.add(f);
    }
  }
  return [...out];
};
