import type { ChangeEvidence } from '@domain/change-control/evidence';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { ChangesGraph } from '../../components/rule-graph/changes-graph';

/**
 * The graph diff: the draft's tree with the nodes this request adds or changes marked, and, when it
 * removes any, the live tree with those marked; each opens on the first change.
 */
export const GraphDiff = ({ base, draft, evidence, names }: { base: AnyDocument; draft: AnyDocument; evidence: ChangeEvidence; names: ConnectorNameLookup }) => {
  const { added, removed, changed } = evidence.graph;
  return (
    <div className="graph-diff" data-testid="graph-diff">
      <p className="muted">
        {added.length} node{added.length === 1 ? '' : 's'} added, {changed.length} changed, {removed.length} removed (marked on the graph).
      </p>
      <ChangesGraph before={base} after={draft} changes={evidence.graph} names={names} by="this request" labels={{ after: 'The requested routing', before: 'The routing before' }} />
    </div>
  );
};
