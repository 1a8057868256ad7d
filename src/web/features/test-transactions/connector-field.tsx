import type { UseFormReturn } from 'react-hook-form';
import type { TestConnector } from '@contracts/bff-transactions';
import { fieldAria, FormField } from '../../components/form-field';
import type { TxFormValues } from './transaction-form-values';

/** Why a connector cannot be sent to, or null when it can. */
export const unusableReason = (c: TestConnector): string | null =>
  !c.hasCredentials ? 'the studio holds no API credentials for it' : c.disabled ? 'disabled' : c.archived ? 'archived' : null;

const Option = ({ connector }: { connector: TestConnector }) => {
  const why = unusableReason(connector);
  return (
    <option value={connector.guid} disabled={why !== null}>
      {connector.name}
      {why ? ` (not selectable: ${why})` : connector.dccEnabled ? ' · DCC' : ''}
    </option>
  );
};

export interface ConnectorFieldProps {
  form: UseFormReturn<TxFormValues>;
  connectors: readonly TestConnector[];
}

/** Meta-connectors first (their routing picks the connector); unusable connectors are listed with why, not offered. */
export const ConnectorField = ({ form, connectors }: ConnectorFieldProps) => {
  const error = form.formState.errors.connectorGuid?.message;
  const hint = 'A meta-connector routes the transaction with its routing tree. Follow-ups go to the connector of the referenced transaction.';
  return (
    <FormField id="tx-connector" label="Connector" hint={hint} error={error}>
      <select {...fieldAria('tx-connector', hint, error)} {...form.register('connectorGuid')}>
        <option value="">Choose a connector…</option>
        <optgroup label="Meta-connectors">
          {connectors.filter((c) => c.isMetaConnector).map((c) => (
            <Option key={c.guid} connector={c} />
          ))}
        </optgroup>
        <optgroup label="Connectors">
          {connectors.filter((c) => !c.isMetaConnector).map((c) => (
            <Option key={c.guid} connector={c} />
          ))}
        </optgroup>
      </select>
    </FormField>
  );
};
