import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';

/** Edits the selected node. (Placeholder until the inspector forms land.) */
export const InspectorPanel = ({ env: _env }: { env: EditorEnvironment }) => {
  const selection = useEditor((s) => s.selection);
  return <p className="muted">{selection ? `Selected: ${selection}` : 'Select a node to edit it.'}</p>;
};
