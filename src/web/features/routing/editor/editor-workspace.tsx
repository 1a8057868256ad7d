import { createContext, useContext, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { AlertSlot } from './alert-slot';
import { EditorCanvas } from './canvas/editor-canvas';
import type { EditorEnvironment } from './editor-props';
import { OutlineTree } from './outline/outline-tree';
import { ProblemsPanel } from './problems/problems-panel';
import { usePanelOpen } from './use-panel-open';
import { SideResizer } from './side-resizer';
import { CANVAS_MIN, useSideWidth } from './use-side-width';
import { usePhone } from '@web/lib/use-phone';
import { useEditor } from './state/editor-context';

export interface SidePanelSpec {
  id: string;
  label: string;
  render: () => ReactNode;
  /** Panels with tables (simulation, history) get a wider side column. */
  wide?: boolean;
  /** Fetches the panel's code ahead of its opening: called when the pointer reaches its tab or the keyboard focuses it. */
  preload?: () => void;
}

const OpenPanel = createContext<(id: string) => void>(() => undefined);
/** Opens one of the side panels by id: a panel's link into another (a replayed payment into the simulator). */
export const useOpenPanel = () => useContext(OpenPanel);

/**
 * The editor's working area, shared by both document kinds: outline, canvas, tabbed side panels,
 * problems. The outline and the side column collapse to a rail, which gives the canvas their width;
 * the collapsed side column keeps its tabs, so choosing one (or F2 choosing the inspector) opens it.
 */
// Panels of settings, not of the selected rule: choosing a rule while one is open shows the rule instead.
const SETTINGS_PANELS = new Set(['method', 'document']);

export const EditorWorkspace = ({ env, panels, initial }: { env: EditorEnvironment; panels: SidePanelSpec[]; initial: string }) => {
  const [current, setCurrent] = useState(initial);
  // A rule chosen on the canvas or in the outline while the method's or the document's settings are
  // open: the inspector takes their place, else the rule a person just chose is edited nowhere in view
  // (issue 43.1: "the Method panel hides the selected rule"). Tools (simulator, insights) stay put.
  const selection = useEditor((s) => s.selection);
  const [seenSelection, setSeenSelection] = useState(selection);
  if (selection !== seenSelection) {
    setSeenSelection(selection);
    if (selection !== null && SETTINGS_PANELS.has(current) && panels.some((p) => p.id === 'inspector')) setCurrent('inspector');
  }
  const [outlineOpen, setOutlineOpen] = usePanelOpen('outline');
  const [sideOpen, setSideOpen] = usePanelOpen('side');
  const panel = panels.find((p) => p.id === current) ?? panels[0]!;
  const [sideWidth, setSideWidth] = useSideWidth(panel.wide ? 'wide' : 'normal');
  const layout = useRef<HTMLDivElement>(null);
  const side = useRef<HTMLElement>(null);
  // The side column's width and the widest it may be (the layout less the outline or its rail, two
  // gaps and the canvas's least width), measured after each layout change, never read while rendering.
  const phone = usePhone();
  const [measured, setMeasured] = useState({ width: 0, widest: 0 });
  useLayoutEffect(() => {
    const box = layout.current;
    if (!box) return undefined;
    const measure = () => {
      const outline = box.firstElementChild?.getBoundingClientRect().width ?? 0;
      const next = { width: side.current?.getBoundingClientRect().width ?? 0, widest: box.getBoundingClientRect().width - outline - 16 - CANVAS_MIN };
      setMeasured((was) => (was.width === next.width && was.widest === next.widest ? was : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (side.current) observer.observe(side.current);
    return () => observer.disconnect();
  }, [sideOpen, outlineOpen, phone]);
  const style = sideOpen && sideWidth !== undefined ? ({ '--side-width': `${sideWidth}px` } as CSSProperties) : undefined;
  const classes = ['editor-layout', panel.wide && sideOpen ? 'wide-side' : '', outlineOpen ? '' : 'outline-collapsed', sideOpen ? '' : 'side-collapsed'];
  const openPanel = (id: string) => {
    setCurrent(id);
    setSideOpen(true);
  };
  // A phone has no room for a canvas or the tools beside it: the rules to read, as the outline (issue 43.7).
  if (phone)
    return (
      <div className="editor-phone">
        <p className="editor-phone-note" role="note">
          A phone shows the rules to read. Editing, simulating and the insights need a wider screen: the graph and the tools beside it need the room.
        </p>
        <aside className="editor-outline" aria-label="Outline">
          <OutlineTree env={env} />
        </aside>
      </div>
    );
  return (
    <OpenPanel.Provider value={openPanel}>
      <div ref={layout} className={classes.filter(Boolean).join(' ')} style={style}>
        {outlineOpen ? (
          <aside className="editor-outline" aria-label="Outline">
            <button type="button" className="panel-collapse" aria-label="Hide the outline" title="Hide the outline" onClick={() => setOutlineOpen(false)}>
              «
            </button>
            <OutlineTree env={env} />
          </aside>
        ) : (
          <div className="editor-rail">
            <button type="button" className="rail-button" aria-label="Show the outline" title="Show the outline" onClick={() => setOutlineOpen(true)}>
              Outline
            </button>
          </div>
        )}
        <div className="editor-canvas">
          <EditorCanvas env={env} />
        </div>
        {sideOpen ? <SideResizer measured={measured} liveWidth={() => side.current?.getBoundingClientRect().width ?? measured.width} onResize={setSideWidth} /> : null}
        <aside ref={side} className={sideOpen ? 'editor-side' : 'editor-rail editor-rail-side'} aria-label="Side panel">
          <div className={sideOpen ? 'side-header' : 'rail-tabs'}>
            <div role="tablist" aria-label="Side panel" aria-orientation={sideOpen ? 'horizontal' : 'vertical'} className={sideOpen ? 'side-tabs' : 'rail-tablist'}>
              {panels.map((p) => (
                <button
                  key={p.id}
                  type="button"
                  role="tab"
                  className={sideOpen ? undefined : 'rail-button'}
                  aria-selected={sideOpen && p.id === panel.id}
                  onPointerEnter={p.preload}
                  onFocus={p.preload}
                  onClick={() => openPanel(p.id)}
                >
                  {p.label}
                </button>
              ))}
            </div>
            {sideOpen ? (
              <button type="button" className="panel-collapse" aria-label="Hide the side panel" title="Hide the side panel" onClick={() => setSideOpen(false)}>
                »
              </button>
            ) : null}
          </div>
          {sideOpen ? (
            // Keyed by panel: another panel opens at its top, not at the scroll position of the last one.
            <div key={panel.id} role="tabpanel" className="side-panel" aria-label={panel.label}>
              {panel.render()}
            </div>
          ) : null}
        </aside>
      </div>
      <AlertSlot />
      <ProblemsPanel env={env} />
    </OpenPanel.Provider>
  );
};
