import { useQuery } from '@tanstack/react-query';
import { EnvironmentPage } from '../../components/environment-page';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { transactionOptionsQuery } from './transaction-queries';
import { TransactionsWorkspace } from './transactions-workspace';

const OptionsLoader = ({ env }: { env: string }) => {
  const options = useQuery(transactionOptionsQuery(env));
  if (options.isPending) return <LoadingState label="Loading connectors and test cards…" />;
  if (options.isError) return <ErrorState title="Could not load the connectors and test cards" error={options.error} onRetry={() => void options.refetch()} />;
  return <TransactionsWorkspace env={env} options={options.data} />;
};

/** QA sends test transactions (also DCC and follow-ups) to the environment's connectors and reads the gateway's answers. */
export const TestTransactionsPage = () => (
  <EnvironmentPage
    title="Test transactions"
    lead="Send a transaction through a connector or meta-connector of this environment and see the gateway’s answer."
    permission="transactions:run"
    denied="Your role may not run test transactions."
  >
    {(env) => <OptionsLoader env={env} />}
  </EnvironmentPage>
);
