import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ContinueDccBody, RunTestTransactionBody, TestTransactionOptions, TestTransactionResult, transactionPaths } from '@contracts/bff-transactions';
import { requestSchemaFor } from '@contracts/gateway-transactions';
import { needs } from '../auth/access';
import { noteAudit } from '../audit/audit-hook';
import type { Environments } from '../environments';
import { continueDcc, runTestTransaction, testTransactionOptions } from '../services/test-transactions';
import { parseInput } from './parse-input';
import { ConnectorParams, EnvParams } from './path-params';


/** What an audit entry keeps of a gateway answer: the outcome and its identifiers, not the payer's data. */
const outcomeOf = ({ response }: TestTransactionResult) => ({
  uuid: response.uuid ?? null,
  success: response.success,
  returnType: response.returnType,
  ...(response.errors?.[0] ? { errorCode: response.errors[0].errorCode } : {}),
  ...(response.customerProfileData ? { profileGuid: response.customerProfileData.profileGuid } : {}),
  ...(response.dccData ? { dcc: { originalCurrency: response.dccData.originalCurrency, convertedCurrency: response.dccData.convertedCurrency, conversionRate: response.dccData.conversionRate } } : {}),
});

/**
 * Test transactions and DCC continuation (QA). The target of their audit entries is the connector
 * whose key sent them (the hook takes it from the path); details name the operation, amounts,
 * references and the gateway's outcome, never card tokens or customer data.
 */
export const registerTransactionRoutes = (app: FastifyInstance, environments: Environments) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(transactionPaths.options.pattern, { schema: { params: EnvParams, response: { 200: TestTransactionOptions } }, config: { access: needs('transactions:run') } }, async (request) =>
    testTransactionOptions(environments.get(request.params.env)),
  );

  api.post(
    transactionPaths.run.pattern,
    { schema: { params: ConnectorParams, body: RunTestTransactionBody, response: { 200: TestTransactionResult } }, config: { access: needs('transactions:run'), audit: 'transaction.run' } },
    async (request) => {
      const { env, guid } = request.params;
      const { operation, request: raw } = request.body;
      const { merchantTransactionId, amount, currency, referenceUuid, requestDcc, withRegister } = raw;
      noteAudit(request, { detail: { operation, merchantTransactionId, amount, currency, referenceUuid, requestDcc, withRegister } });
      // The gateway's own schema for the operation (it depends on the body, so no route schema can
      // declare it): a mistake is a 400 naming the field, and the gateway never sees it.
      // A debit/preauthorize with a referenceUuid and no token pays with the instrument that transaction registered.
      const transaction = parseInput(requestSchemaFor(operation, raw) as z.ZodType<Record<string, unknown>>, raw, `${operation} request`);
      const result = await runTestTransaction(environments.get(env), guid, operation, transaction);
      noteAudit(request, { detail: outcomeOf(result) });
      return result;
    },
  );

  api.post(
    transactionPaths.continueDcc.pattern,
    { schema: { params: ConnectorParams, body: ContinueDccBody, response: { 200: TestTransactionResult } }, config: { access: needs('transactions:run'), audit: 'dcc.continue' } },
    async (request) => {
      const { env, guid } = request.params;
      const body = request.body;
      noteAudit(request, { detail: { continueDccUuid: body.continueDccUuid, selectedDccCurrency: body.selectedDccCurrency } });
      const result = await continueDcc(environments.get(env), guid, body);
      noteAudit(request, { detail: outcomeOf(result) });
      return result;
    },
  );
};
