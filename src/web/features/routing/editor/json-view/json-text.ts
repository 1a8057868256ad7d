import { jsonLanguage } from '@codemirror/lang-json';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { zodMessageInWords } from '@domain/routing/describe/zod-words';

export type JsonProblem =
  /** The text is not JSON. `offset` (0-based) with `line`/`column` (1-based) when the position is known. */
  | { kind: 'syntax'; message: string; offset: number | null; line: number | null; column: number | null }
  /** JSON, but not a routing document of the editor's kind. */
  | { kind: 'schema'; message: string; path: string }
  /** A valid document the editor refused to apply (e.g. it changes a read-only method). */
  | { kind: 'refused'; message: string };

export type ParsedText = { ok: true; document: AnyDocument } | { ok: false; problem: JsonProblem };

export const formatDocument = (document: unknown): string => JSON.stringify(document, null, 2);

const lineAndColumn = (text: string, offset: number) => {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
};

/** Engines word JSON errors differently and some name no position; the JSON grammar always finds the first error. */
const errorOffset = (text: string, message: string): number | null => {
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  if (/end of JSON input/i.test(message)) return text.length;
  let found: number | null = null;
  jsonLanguage.parser.parse(text).iterate({
    enter: (node) => {
      if (found !== null) return false;
      if (node.type.isError) found = node.from;
      return undefined;
    },
  });
  return found;
};

/**
 * Text → document, or why not: the JSON view applies only text that is a whole, well-formed
 * document of the kind being edited (a connector cannot turn multi-method by a paste).
 */
export const parseDocumentText = (text: string, multi = false): ParsedText => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = errorOffset(text, message);
    const at = offset === null ? { line: null, column: null } : lineAndColumn(text, offset);
    return { ok: false, problem: { kind: 'syntax', message, offset, ...at } };
  }
  const parsed = (multi ? MultiMethodDocument : SingleMethodDocument).safeParse(value);
  if (parsed.success) return { ok: true, document: parsed.data };
  const first = parsed.error.issues[0]!;
  return { ok: false, problem: { kind: 'schema', message: first.message, path: first.path.map(String).join('/') } };
};

export const describeProblem = (problem: JsonProblem): string =>
  problem.kind === 'syntax'
    ? `Invalid JSON${problem.line !== null ? ` at line ${problem.line}, column ${problem.column}` : ''}: ${problem.message}`
    : problem.kind === 'refused'
      ? problem.message.replace(/\.$/, '')
      : `Not a routing document: ${problem.path ? `the value at ${problem.path.split('/').join(' › ')}` : 'the text'} ${zodMessageInWords(problem.message) ?? 'is not what a routing document holds there'}`;

/** The smallest replacement turning `before` into `after`, so an outside change keeps the cursor and scroll where they were. */
export const minimalChange = (before: string, after: string) => {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  return { from: start, to: endBefore, insert: after.slice(start, endAfter) };
};
