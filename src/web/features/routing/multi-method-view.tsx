import { useSearchParams } from 'react-router';
import type { ConnectorNameLookup } from '../../../domain/routing/describe/connector-names';
import type { MultiMethodDocument } from '../../../domain/routing/document';
import { SummaryList } from '../../components/summary-list';
import { MethodPanel } from './method-panel';
import { MethodTabs } from './method-tabs';

export interface MultiMethodViewProps {
  document: MultiMethodDocument;
  names: ConnectorNameLookup;
}

const ID = 'method';

export const MultiMethodView = ({ document, names }: MultiMethodViewProps) => {
  // The selected method lives in the URL so a link can point at one method.
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('method')?.toLowerCase();
  const found = document.methods.findIndex((m) => m.method.toLowerCase() === wanted);
  const selected = found >= 0 ? found : 0;
  const select = (index: number) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('method', document.methods[index]!.method);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <SummaryList
        items={[
          { term: 'Methods', value: String(document.methods.length) },
          { term: 'When no availability rule decides', value: document.defaultActionDisable ? 'Disable the method' : 'Enable the method' },
          { term: 'Payment selection retries', value: document.paymentSelectionMaxRetries ?? 'Gateway default' },
          { term: 'Payment selection expiry', value: document.paymentSelectionExpiryHours != null ? `${document.paymentSelectionExpiryHours} h` : 'Gateway default' },
        ]}
      />
      {document.methods.length === 0 ? (
        <p className="empty-state">No payment methods are linked to this meta-connector.</p>
      ) : (
        <>
          <MethodTabs methods={document.methods} selected={selected} onSelect={select} idPrefix={ID} />
          <MethodPanel key={selected} document={document} index={selected} names={names} id={`${ID}-panel`} labelledBy={`${ID}-tab-${selected}`} />
        </>
      )}
    </>
  );
};
