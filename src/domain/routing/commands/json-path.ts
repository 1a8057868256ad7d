import { splitPath } from '../error-path';

/**
 * Immutable get/set by a `/`-separated document path (`tree/then/else`, `methods/0/routing/tree`).
 * Node paths are positional (then/else), so removing a subtree never shifts another node's path.
 */
type Json = unknown;

const step = (value: Json, key: string): Json => {
  if (value === null || typeof value !== 'object') return undefined;
  return Array.isArray(value) ? value[Number(key)] : (value as Record<string, Json>)[key];
};

export const getAt = (root: Json, path: string): Json => splitPath(path).reduce(step, root);

const setIn = (value: Json, keys: readonly string[], next: Json): Json => {
  if (keys.length === 0) return next;
  const [key, ...rest] = keys as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(key)] = setIn(value[Number(key)], rest, next);
    return copy;
  }
  const object = (value ?? {}) as Record<string, Json>;
  return { ...object, [key]: setIn(object[key], rest, next) };
};

export const setAt = <T>(root: T, path: string, next: Json): T => setIn(root, splitPath(path), next) as T;

/** `a` is `b` or inside it. */
export const isWithin = (path: string, ancestor: string): boolean => path === ancestor || path.startsWith(`${ancestor}/`);

export const parentPath = (path: string): { parent: string; key: string } => {
  const at = path.lastIndexOf('/');
  return at < 0 ? { parent: '', key: path } : { parent: path.slice(0, at), key: path.slice(at + 1) };
};
