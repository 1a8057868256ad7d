import { useCallback, useState } from 'react';

const KEY = 'routing-studio:editor-panels';

const read = (): Record<string, boolean> => {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
};

/**
 * Whether one of the editor's side panels (outline, inspector column) is open. Collapsing one gives
 * the canvas its width; the choice is kept in this browser, open unless the person closed it.
 */
export const usePanelOpen = (panel: 'outline' | 'side'): [boolean, (open: boolean) => void] => {
  const [open, setOpen] = useState(() => read()[panel] !== false);
  const set = useCallback(
    (next: boolean) => {
      setOpen(next);
      try {
        globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...read(), [panel]: next }));
      } catch {
        // Storage unavailable: the choice lasts for this page.
      }
    },
    [panel],
  );
  return [open, set];
};
