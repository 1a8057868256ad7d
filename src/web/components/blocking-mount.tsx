import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Mounts `children` in a render of their own that nothing can interrupt: `fallback` first, then,
 * from a layout effect (before the browser paints the fallback), `children` in a synchronous
 * render. Meant for a subtree whose first render is long (the routing editor derives its whole
 * graph and layout as it mounts: hundreds of milliseconds for thousands of rules). Left to the
 * render it happens to be part of, that mount may be a background one (a lazy page's chunk
 * resolving last), which React slices into 5 ms pieces and starts again from scratch whenever a
 * store it reads changes meanwhile: on a routing page opened with its reads already answered, each
 * of the page's other queries answering threw the editor's half-done derivation away (issue 16).
 */
export const BlockingMount = ({ children, fallback }: { children: ReactNode; fallback: ReactNode }) => {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: a layout effect's update renders synchronously
  useLayoutEffect(() => setMounted(true), []);
  return mounted ? children : fallback;
};
