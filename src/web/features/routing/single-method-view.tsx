import { useMemo } from 'react';
import type { ConnectorNameLookup } from '../../../domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '../../../domain/routing/document';
import { singleMethodGraph } from '../../../domain/routing/graph/document-to-graph';
import { SummaryList } from '../../components/summary-list';
import { ConnectorName } from './connector-name';
import { RuleGraph } from '../../components/rule-graph/rule-graph';

export interface SingleMethodViewProps {
  document: SingleMethodDocument;
  names: ConnectorNameLookup;
}

export const SingleMethodView = ({ document, names }: SingleMethodViewProps) => {
  const graph = useMemo(() => singleMethodGraph(document, names), [document, names]);
  const ruleCount = graph.nodes.length - 1;
  return (
    <>
      <SummaryList
        items={[
          { term: 'Default connector', value: <ConnectorName guid={document.default?.connector} names={names} none="No default connector" /> },
          { term: 'Reroute recurring', value: document.rerouteRecurring ? 'Yes' : 'No' },
          { term: 'Rules', value: ruleCount === 0 ? 'None: all traffic uses the default connector' : String(ruleCount) },
        ]}
      />
      <section className="tree-section" aria-labelledby="routing-tree-heading">
        <h2 id="routing-tree-heading" className="section-title">
          Routing tree
        </h2>
        <RuleGraph graph={graph} label="Routing tree" height="max(440px, calc(100vh - 274px))" />
      </section>
    </>
  );
};
