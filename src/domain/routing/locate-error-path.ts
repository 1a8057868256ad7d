import { getAt } from './commands/json-path';
import { splitPath } from './error-path';

export interface ErrorLocation {
  /** The rule node the path names (the graph's node id), or null for a document-level problem. */
  nodeId: string | null;
  /** What inside the node: `route/onFail/1/connector`, `if/params/countries`; null for the node itself. */
  field: string | null;
}

const NODE_KEYS = new Set(['tree', 'then', 'else']);
const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Maps a gateway error path (`tree/then/route/onFail/1/connector`) onto the deepest rule node of
 * `doc` it passes through, and the field inside that node. A path that names no node (`version`,
 * `default/connector`) is document-level.
 */
export const locateErrorPath = (doc: unknown, path: string): ErrorLocation => {
  const segments = splitPath(path);
  for (let end = segments.length; end > 0; end -= 1) {
    if (!NODE_KEYS.has(segments[end - 1]!)) continue;
    const nodeId = segments.slice(0, end).join('/');
    if (!isObject(getAt(doc, nodeId))) continue;
    const rest = segments.slice(end).join('/');
    return { nodeId, field: rest === '' ? null : rest };
  }
  return { nodeId: null, field: path === '' ? null : path };
};
