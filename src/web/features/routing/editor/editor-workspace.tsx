import { useState, type ReactNode } from 'react';
import { EditorCanvas } from './canvas/editor-canvas';
import type { EditorEnvironment } from './editor-props';
import { OutlineTree } from './outline/outline-tree';
import { ProblemsPanel } from './problems/problems-panel';

export interface SidePanelSpec {
  id: string;
  label: string;
  render: () => ReactNode;
  /** Panels with tables (simulation, history) get a wider side column. */
  wide?: boolean;
}

/** The editor's working area, shared by both document kinds: outline, canvas, tabbed side panels, problems. */
export const EditorWorkspace = ({ env, panels, initial }: { env: EditorEnvironment; panels: SidePanelSpec[]; initial: string }) => {
  const [current, setCurrent] = useState(initial);
  const panel = panels.find((p) => p.id === current) ?? panels[0]!;
  return (
    <>
      <div className={`editor-layout${panel.wide ? ' wide-side' : ''}`}>
        <aside className="editor-outline" aria-label="Outline">
          <OutlineTree env={env} />
        </aside>
        <div className="editor-canvas">
          <EditorCanvas env={env} />
        </div>
        <aside className="editor-side">
          <div role="tablist" aria-label="Side panel" className="side-tabs">
            {panels.map((p) => (
              <button key={p.id} type="button" role="tab" aria-selected={p.id === panel.id} onClick={() => setCurrent(p.id)}>
                {p.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="side-panel">
            {panel.render()}
          </div>
        </aside>
      </div>
      <ProblemsPanel env={env} />
    </>
  );
};
