import { useMemo } from 'react';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { ChangesOnGraph } from '@domain/routing/diff';
import { nodeIdForPath, singleMethodGraph } from '@domain/routing/graph';
import type { SingleMethodDocument } from '@domain/routing/document';
import { isMultiMethodDocument, type AnyDocument } from '@domain/routing/tree-walk';
import type { NodeDecoration } from './flow-types';
import { RuleGraph } from './rule-graph';

/** Marks nodes with a note written on them (the drawing's warning marker; read-only here, never blocking). */
const marked = (doc: SingleMethodDocument, names: ConnectorNameLookup, paths: ReadonlyArray<[string, string]>) => {
  const graph = singleMethodGraph(doc, names);
  const decorations = new Map<string, NodeDecoration>();
  for (const [path, note] of paths) {
    const id = nodeIdForPath(graph, path);
    if (id) decorations.set(id, { warnings: [...(decorations.get(id)?.warnings ?? []), note] });
  }
  return { graph, decorations, first: paths.map(([path]) => nodeIdForPath(graph, path)).find(Boolean) ?? null };
};

export interface ChangesGraphProps {
  before: AnyDocument;
  after: AnyDocument;
  changes: ChangesOnGraph;
  names: ConnectorNameLookup;
  /** Who made the changes, as the marks say it: "this request", "version 4". */
  by: string;
  /** What the two drawings are, e.g. "The requested routing" / "The routing before". */
  labels: { after: string; before: string };
  height?: { after: number; before: number };
}

/**
 * A diff on the graph: the later tree with the nodes added or changed marked, and, when nodes were
 * removed, the earlier tree with those marked; each opens centred on its first change when it is
 * too large to read whole. Multi-method documents are described in words only (by the caller).
 */
export const ChangesGraph = ({ before, after, changes, names, by, labels, height = { after: 380, before: 320 } }: ChangesGraphProps) => {
  const views = useMemo(() => {
    if (isMultiMethodDocument(before) || isMultiMethodDocument(after)) return null;
    const later = marked(after, names, [...changes.added.map((p): [string, string] => [p, `Added by ${by}`]), ...changes.changed.map((p): [string, string] => [p, `Changed by ${by}`])]);
    const earlier = changes.removed.length ? marked(before, names, changes.removed.map((p): [string, string] => [p, `Removed by ${by}`])) : null;
    return { later, earlier };
  }, [before, after, changes, names, by]);
  if (!views) return <p className="muted">Multi-method routing: the changes are listed in words.</p>;
  return (
    <>
      <RuleGraph graph={views.later.graph} label={`${labels.after}, changes marked`} height={height.after} decorations={views.later.decorations} centreOn={views.later.first} />
      {views.earlier ? <RuleGraph graph={views.earlier.graph} label={`${labels.before}, removed nodes marked`} height={height.before} decorations={views.earlier.decorations} centreOn={views.earlier.first} /> : null}
    </>
  );
};
