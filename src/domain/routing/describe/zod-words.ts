import { formatNumber } from './format';

/**
 * zod's own messages (zod 4, pinned) as the end of a sentence about a field: "must be at most
 * 100". A message a schema writes itself ("choose at least one value") is already in people's
 * words and comes back as written; null only for an empty one.
 */
export const zodMessageInWords = (message: string): string | null => {
  const text = message.replace(/^(Schema violation|Invalid params): /, '').replace(/^[\w.]+: /, '');
  if (/^Too small: expected string to have >=1 characters/.test(text)) return 'must not be empty';
  const bound = /^Too (big|small): expected (number|int|bigint|string|array|set|date|file) to (?:be|have) ([<>]=?)(-?[\d.e+]+)(?: (characters|items))?/.exec(text);
  if (bound) {
    const [, , type, op, raw, unit] = bound;
    const n = Number(raw);
    const most = op!.startsWith('<');
    const inclusive = op!.endsWith('=');
    const limit = inclusive ? n : most ? n - 1 : n + 1;
    if (type === 'string') return `must have ${most ? 'at most' : 'at least'} ${formatNumber(limit)} character${limit === 1 ? '' : 's'}`;
    if (type === 'array' || type === 'set' || unit === 'items') return limit === 1 && !most ? 'needs at least one value' : `must have ${most ? 'at most' : 'at least'} ${formatNumber(limit)} value${limit === 1 ? '' : 's'}`;
    return inclusive ? `must be ${most ? 'at most' : 'at least'} ${formatNumber(n)}` : `must be ${most ? 'below' : 'above'} ${formatNumber(n)}`;
  }
  if (/^Invalid input: expected int, received number/.test(text)) return 'must be a whole number';
  const expected = /^Invalid input: expected (\w+), received (\w+)/.exec(text);
  if (expected) return expected[2] === 'undefined' ? 'is missing' : `must be ${TYPE_WORDS[expected[1]!] ?? `a ${expected[1]}`}`;
  const option = /^Invalid option: expected one of (.+)$/.exec(text);
  if (option) return `must be one of ${option[1]!.replace(/"/g, '').split('|').join(', ')}`;
  if (/^Invalid input: expected (?:"[^"]*"|\w+)$/.test(text) || /^Invalid input$/.test(text)) return 'is not one of the values the gateway accepts';
  const keys = /^Unrecognized keys?: (.+)$/.exec(text);
  if (keys) return `has a setting the gateway does not know (${keys[1]!.replace(/"/g, '')})`;
  if (/^Invalid string: must match pattern/.test(text)) return 'is not in the form the gateway expects';
  return text.trim() || null;
};

const TYPE_WORDS: Readonly<Record<string, string>> = { number: 'a number', string: 'text', boolean: 'yes or no', array: 'a list', object: 'a group of settings', int: 'a whole number' };
