import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DccData } from '@domain/dcc/dcc';
import { isStorableText } from '@domain/json/storable-text';
import type { TransactionCustomer } from '@contracts/gateway-transactions';
import { testCards, type TransactionRow } from '../../db/schema';
import { syncBiRecords } from '../../engine/bi-records/sync';
import { continueWith } from '../../engine/dcc/continue-with';
import type { ProfileIntent } from '../../engine/profiles/transaction-profile';
import { pay } from '../../engine/transactions/pay';
import { initialTransactionOf } from '../../engine/transactions/sim-transaction';
import { apiConnectorByGuid } from '../../http/connector-auth';
import { TransactionFailure } from '../../engine/transaction-failure';
import { findConnector } from '../../store/connectors';
import { findTestCard, transactionByUuid } from '../../store/transactions';
import type { TransactionDeps } from '../transactions/deps';
import { cardChoicePage, currencyChoicePage, messagePage } from './payment-page-html';
import { decimalText } from './transactions';

/** A refusal shown to the payer as a page (the form sent something this step does not take). */
class PageProblem extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);

/** The payer picked a test card: pay as a request with that token would (routing, DCC quote or attempts). */
const chooseCard = async (deps: TransactionDeps, row: TransactionRow, token: string): Promise<TransactionRow> => {
  const card = token.startsWith('ix::') ? await findTestCard(deps.db, token) : undefined;
  if (!card) throw new PageProblem(400, 'Choose one of the test cards.');
  const api = (await apiConnectorByGuid(deps.db, row.apiConnectorGuid))!;
  const initialConnector = row.initialConnectorGuid ? await findConnector(deps.db, api.tenantGuid, row.initialConnectorGuid) : undefined;
  return pay(deps.db, deps, api, row, {
    operation: row.type as 'debit' | 'preauthorize',
    facts: { amount: decimalText(row.amount) ?? undefined, currency: row.currency ?? undefined, customer: (row.customer ?? undefined) as TransactionCustomer | undefined, extraData: row.extraData ?? undefined },
    requestDcc: row.hostedPage?.requestDcc === true,
    source: { card },
    initial: initialConnector ? initialTransactionOf(initialConnector) : undefined,
    intent: row.customerProfile?.requested as ProfileIntent | undefined,
  });
};

/** Where the payer goes after a step: the merchant's success or error address, or this page (next step, or the result). */
const nextAddress = (row: TransactionRow, self: string): string => {
  if (row.status === 'pending-dcc' || row.status === 'redirect') return self;
  const target = row.status === 'success' ? row.hostedPage?.successUrl : row.hostedPage?.errorUrl;
  return typeof target === 'string' && target !== '' ? target : self;
};

/**
 * `GET|POST /sandbox/payment-page/:uuid` (sandbox only, no auth: the payer's browser holds only the
 * address, as on a real hosted page). Step one picks a test card; with `requestDcc` and a quote,
 * step two picks the currency; then the payer is sent to `successUrl` or `errorUrl`. Its own scope,
 * for the form body parser.
 */
export const paymentPageRoutes = async (scope: FastifyInstance, deps: TransactionDeps): Promise<void> => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))));

  scope.get<{ Params: { uuid: string } }>('/sandbox/payment-page/:uuid', async (request, reply) => {
    const row = await transactionByUuid(deps.db, request.params.uuid);
    if (!row?.hostedPage) return html(reply, 404, messagePage('No such payment', 'This payment page does not exist.'));
    if (row.status === 'redirect') {
      const cards = await deps.db.select().from(testCards).orderBy(asc(testCards.position));
      return html(reply, 200, cardChoicePage(row.uuid, decimalText(row.amount) ?? '', row.currency ?? '', cards));
    }
    if (row.status === 'pending-dcc') return html(reply, 200, currencyChoicePage(DccData.parse(row.dcc?.quote)));
    return html(reply, 200, messagePage(row.status === 'success' ? 'Payment successful' : 'Payment failed', `Transaction ${row.uuid}: ${row.errorMessage ?? 'paid'}.`));
  });

  scope.post<{ Params: { uuid: string }; Body: Record<string, unknown> | undefined }>('/sandbox/payment-page/:uuid', async (request, reply) => {
    // A form's fields are strings; anything else (a JSON body, say, or text no database could hold) is simply not a choice.
    const field = (name: string) => {
      const value = request.body?.[name];
      return typeof value === 'string' && isStorableText(value) ? value : undefined;
    };
    const form = { card: field('card'), currency: field('currency') };
    try {
      const row = await deps.db.transaction(async (db) => {
        const locked = await transactionByUuid(db, request.params.uuid, true);
        if (!locked?.hostedPage) throw new PageProblem(404, 'This payment page does not exist.');
        const stepDeps = { ...deps, db };
        const step = async () => {
          if (locked.status === 'redirect' && form.card) return chooseCard(stepDeps, locked, form.card);
          if (locked.status === 'pending-dcc' && form.currency) return continueWith(db, deps, (await apiConnectorByGuid(db, locked.apiConnectorGuid))!, locked, form.currency);
          if (locked.status === 'redirect' || locked.status === 'pending-dcc') throw new PageProblem(400, `Choose ${locked.status === 'redirect' ? 'a card' : 'a currency'}.`);
          throw new PageProblem(409, 'This payment is already finished.');
        };
        const next = await step();
        await syncBiRecords(db, deps, [next.uuid]);
        return next;
      });
      return reply.redirect(nextAddress(row, request.url), 303);
    } catch (error) {
      if (error instanceof PageProblem || error instanceof TransactionFailure) {
        return html(reply, error instanceof PageProblem ? error.statusCode : 400, messagePage('Payment not possible', error.message));
      }
      throw error;
    }
  });
};
