import { BI_ROW_COLUMN_TEXT } from './bi-row';

/**
 * Rows in PostgreSQL's COPY text format (tab-separated columns, `\N` for NULL, backslash escapes),
 * for `COPY bi_records (BI_ROW_COLUMNS) FROM …`: the server reads each column with the type's own
 * input function, where `jsonb_populate_recordset` first built one jsonb document of the whole
 * batch and then converted every member (measured on PostgreSQL: about three times the server's
 * time per record).
 */

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeText = (text: string) => (SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : text);

/** JSON text has no raw tab, newline or carriage return (JSON.stringify escapes them): only its backslashes double. */
const escapeJson = (json: string) => (json.includes('\\') ? json.replaceAll('\\', '\\\\') : json);

const ARRAY_SPECIAL = /["\\]/g;
/** A text[] literal: every element quoted, so no element is read as NULL or split at a comma or brace. */
const arrayLiteral = (values: readonly unknown[]) => {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) out += ',';
    out += value === null || value === undefined ? 'NULL' : `"${String(value).replace(ARRAY_SPECIAL, '\\$&')}"`;
  }
  return `${out}}`;
};

const scalarText = (value: unknown): string => {
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
};

/** One row's line, values in BI_ROW_COLUMNS order (biRowValues). */
export const copyLine = (values: readonly unknown[]): string => {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) line += '\t';
    if (value === undefined || value === null) line += '\\N';
    else {
      const form = BI_ROW_COLUMN_TEXT[i];
      line += form === 'json' ? escapeJson(JSON.stringify(value)) : form === 'array' ? escapeText(arrayLiteral(value as unknown[])) : scalarText(value);
    }
  }
  return `${line}\n`;
};
