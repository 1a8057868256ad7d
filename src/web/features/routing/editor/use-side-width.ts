import { useCallback, useState } from 'react';

const KEY = 'routing-studio:editor-side-width';

/** The side column's kinds: the inspector's and the wider one of the tools with tables (simulator, history, insights). */
export type SideKind = 'normal' | 'wide';

/** Narrowest the side column is dragged to: its tabs still fit on two rows. */
export const SIDE_MIN = 280;
/** The canvas never gets narrower than this by a drag: a node and its neighbours stay readable. */
export const CANVAS_MIN = 320;

const read = (): Partial<Record<SideKind, number>> => {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    const widths: Partial<Record<SideKind, number>> = {};
    for (const kind of ['normal', 'wide'] as const) {
      const w = (value as Record<string, unknown>)[kind];
      if (typeof w === 'number' && Number.isFinite(w) && w >= SIDE_MIN) widths[kind] = Math.round(w);
    }
    return widths;
  } catch {
    return {};
  }
};

/**
 * The side column's width as the person dragged it, per kind (undefined: the layout's own), kept in
 * this browser. A tool that needs room is widened once and opens that wide from then on.
 */
export const useSideWidth = (kind: SideKind): [number | undefined, (width: number | undefined) => void] => {
  const [widths, setWidths] = useState(read);
  const set = useCallback(
    (width: number | undefined) => {
      const next = { ...read(), [kind]: width === undefined ? undefined : Math.max(SIDE_MIN, Math.round(width)) };
      setWidths(next);
      try {
        globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
      } catch {
        // Storage unavailable: the width lasts for this page.
      }
    },
    [kind],
  );
  return [widths[kind], set];
};
