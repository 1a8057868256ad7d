import { useMemo } from 'react';
import type { ConnectorNameLookup } from '../../../domain/routing/describe/connector-names';
import { methodState } from '../../../domain/routing/describe/describe-method';
import type { MultiMethodDocument } from '../../../domain/routing/document';
import { methodGraphs } from '../../../domain/routing/graph/document-to-graph';
import { SummaryList } from '../../components/summary-list';
import { ConnectorName } from './connector-name';
import { RuleGraph } from '../../components/rule-graph/rule-graph';

export interface MethodPanelProps {
  document: MultiMethodDocument;
  index: number;
  names: ConnectorNameLookup;
  id: string;
  labelledBy: string;
}

/** One method of a multi-method document: its settings, then its availability tree and its routing tree. */
export const MethodPanel = ({ document, index, names, id, labelledBy }: MethodPanelProps) => {
  const block = document.methods[index]!;
  const graphs = useMemo(() => methodGraphs(document, index, names), [document, index, names]);
  const state = methodState(block);
  return (
    <div className="method-panel" role="tabpanel" id={id} aria-labelledby={labelledBy}>
      <SummaryList
        items={[
          { term: 'State', value: state.summary },
          { term: 'Default connector', value: <ConnectorName guid={block.defaultConnector?.connector} names={names} none="No default connector" /> },
          { term: 'Reroute recurring', value: block.rerouteRecurring ? 'Yes' : 'No' },
          { term: 'Debit as preauthorization', value: block.convertDebitToPreauth ? 'Yes' : 'No' },
        ]}
      />
      {state.availability === 'disabled' ? (
        <p className="notice">This method is disabled: it is never offered, whatever its trees say.</p>
      ) : null}
      <section className="tree-section" aria-labelledby={`${id}-availability`}>
        <h2 id={`${id}-availability`} className="section-title">
          Availability tree <span className="section-note">{block.availability?.tree ? 'decides whether the method is offered' : 'none: always available'}</span>
        </h2>
        <RuleGraph graph={graphs.availability} label={`${block.method} availability tree`} height={block.availability?.tree ? 400 : 200} />
      </section>
      <section className="tree-section" aria-labelledby={`${id}-routing`}>
        <h2 id={`${id}-routing`} className="section-title">
          Routing tree <span className="section-note">{block.routing?.tree ? 'picks the connector' : 'none: the default connector takes all traffic'}</span>
        </h2>
        <RuleGraph graph={graphs.routing} label={`${block.method} routing tree`} height={block.routing?.tree ? 460 : 200} />
      </section>
    </div>
  );
};
