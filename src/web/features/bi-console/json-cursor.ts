/**
 * Where the cursor stands in a JSON text that is being typed (so usually not valid yet): the member
 * names that lead to it (`#` for an array element), whether it is at a member name or a value, and
 * the part of the word already typed. A small scanner instead of the JSON parser's tree, because
 * the text before the cursor is unfinished by nature.
 */
export interface JsonCursor {
  path: string[];
  at: 'key' | 'value';
  /** Characters typed so far (inside the quotes, when there are quotes). */
  prefix: string;
  /** Offset where the typed word starts (after its opening quote). */
  from: number;
  /** Whether the word is inside a string that was opened before the cursor. */
  quoted: boolean;
}

type Frame = { kind: 'object'; key: string | null; expectingKey: boolean } | { kind: 'array' };

export const jsonCursor = (text: string, pos: number): JsonCursor => {
  const stack: Frame[] = [];
  let i = 0;
  while (i < pos) {
    const ch = text[i]!;
    const top = stack.at(-1);
    if (ch === '"') {
      let j = i + 1;
      let value = '';
      while (j < pos && text[j] !== '"') {
        if (text[j] === '\\' && j + 1 < pos) j += 1;
        value += text[j];
        j += 1;
      }
      if (j >= pos) return cursorAt(stack, value, i + 1, true);
      if (top?.kind === 'object' && top.expectingKey) top.key = value;
      i = j + 1;
      continue;
    }
    if (ch === '{') stack.push({ kind: 'object', key: null, expectingKey: true });
    else if (ch === '[') stack.push({ kind: 'array' });
    else if (ch === '}' || ch === ']') stack.pop();
    else if (ch === ':' && top?.kind === 'object') top.expectingKey = false;
    else if (ch === ',' && top?.kind === 'object') Object.assign(top, { key: null, expectingKey: true });
    i += 1;
  }
  // An unquoted word being typed (a value such as `tru`, or a key before its quote).
  let start = pos;
  while (start > 0 && /[\w.-]/.test(text[start - 1]!)) start -= 1;
  return cursorAt(stack, text.slice(start, pos), start, false);
};

const cursorAt = (stack: Frame[], prefix: string, from: number, quoted: boolean): JsonCursor => {
  const top = stack.at(-1);
  const at = top?.kind === 'object' && top.expectingKey ? 'key' : 'value';
  const path: string[] = [];
  stack.forEach((frame, index) => {
    const last = index === stack.length - 1;
    if (frame.kind === 'array') path.push('#');
    else if (!(last && at === 'key') && frame.key !== null) path.push(frame.key);
  });
  return { path, at, prefix, from, quoted };
};
