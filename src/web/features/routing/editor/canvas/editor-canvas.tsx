import { useMemo } from 'react';
import type { SingleMethodDocument } from '../../../../../domain/routing/document';
import { singleMethodGraph } from '../../../../../domain/routing/graph/document-to-graph';
import { RuleGraph } from '../../../../components/rule-graph/rule-graph';
import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';

/** The tree as an editable graph. (Placeholder: read-only drawing until the canvas editing lands.) */
export const EditorCanvas = ({ env }: { env: EditorEnvironment }) => {
  const doc = useEditor(currentDocument) as SingleMethodDocument;
  const graph = useMemo(() => singleMethodGraph(doc, env.names), [doc, env.names]);
  return <RuleGraph graph={graph} label="Routing tree" height="100%" />;
};
