import { useMemo } from 'react';
import type { ChangeEvidence } from '@domain/change-control/evidence';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { nodeIdForPath, singleMethodGraph } from '@domain/routing/graph';
import type { SingleMethodDocument } from '@domain/routing/document';
import { isMultiMethodDocument, type AnyDocument } from '@domain/routing/tree-walk';
import type { NodeDecoration } from '../../components/rule-graph/flow-types';
import { RuleGraph } from '../../components/rule-graph/rule-graph';

/** Marks nodes with a note written on them (the drawing's warning marker; read-only here, never blocking). */
const marked = (doc: SingleMethodDocument, names: ConnectorNameLookup, paths: ReadonlyArray<[string, string]>) => {
  const graph = singleMethodGraph(doc, names);
  const decorations = new Map<string, NodeDecoration>();
  for (const [path, note] of paths) {
    const id = nodeIdForPath(graph, path);
    if (id) decorations.set(id, { warnings: [...(decorations.get(id)?.warnings ?? []), note] });
  }
  return { graph, decorations };
};

/**
 * The graph diff: the draft's tree with the nodes this request adds or changes marked, and, when it
 * removes any, the live tree with those marked. Multi-method documents are described in words only.
 */
export const GraphDiff = ({ base, draft, evidence, names }: { base: AnyDocument; draft: AnyDocument; evidence: ChangeEvidence; names: ConnectorNameLookup }) => {
  const views = useMemo(() => {
    if (isMultiMethodDocument(base) || isMultiMethodDocument(draft)) return null;
    const after = marked(draft, names, [...evidence.graph.added.map((p): [string, string] => [p, 'Added by this request']), ...evidence.graph.changed.map((p): [string, string] => [p, 'Changed by this request'])]);
    const before = evidence.graph.removed.length ? marked(base, names, evidence.graph.removed.map((p): [string, string] => [p, 'Removed by this request'])) : null;
    return { after, before };
  }, [base, draft, evidence, names]);
  const { added, removed, changed } = evidence.graph;
  return (
    <div className="graph-diff" data-testid="graph-diff">
      <p className="muted">
        {added.length} node{added.length === 1 ? '' : 's'} added, {changed.length} changed, {removed.length} removed (marked on the graph).
      </p>
      {views ? (
        <>
          <RuleGraph graph={views.after.graph} label="The requested routing, changes marked" height={380} decorations={views.after.decorations} />
          {views.before ? <RuleGraph graph={views.before.graph} label="The routing before, removed nodes marked" height={320} decorations={views.before.decorations} /> : null}
        </>
      ) : (
        <p className="muted">Multi-method routing: the changes are listed in words above.</p>
      )}
    </div>
  );
};
