import type { FastifyInstance } from 'fastify';
import cardValidator from 'card-validator';
import { max } from 'drizzle-orm';
import { z } from 'zod';
import { controlBody } from '../../http/control-body';
import { GatewayFailure } from '../../http/errors';
import { testCards } from '../../db/schema';
import { hexId } from '../../engine/transactions/settle';
import { MODEL_BEHAVIOUR } from '../../engine/transactions/live-answerer';
import { cardCurrencyOf } from '../../history/traffic';
import type { TransactionDeps } from '../transactions/deps';

/** card-validator's type names → the platform's CreditcardType names (contract §2). */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'visa', mastercard: 'mastercard', 'american-express': 'amex', 'diners-club': 'diners', discover: 'discover', jcb: 'jcb',
  unionpay: 'unionpay', maestro: 'maestro', elo: 'elo',
};

const TokenizeBody = z.strictObject({
  cardNumber: z.string().regex(/^\d{12,19}$/, '12 to 19 digits, no spaces'),
  expiryMonth: z.string().regex(/^(0[1-9]|1[0-2])$/, 'two digits, 01 to 12'),
  expiryYear: z.string().regex(/^\d{4}$/, 'four digits such as 2030'),
  cvv: z.string().regex(/^\d{3,4}$/, 'three or four digits'),
  cardHolder: z.string().min(1, 'must not be empty').max(100, 'at most 100 characters'),
  /** Sandbox only: the BIN country and type the BIN lookup would give (default DE, CREDIT), so QA can choose the segment. */
  binCountry: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code such as DE').default('DE'),
  binType: z.enum(['CREDIT', 'DEBIT'], 'CREDIT or DEBIT').default('CREDIT'),
});

/**
 * `POST /sandbox/tokenize` (contract §1; no auth, as a payment page's tokenizing component): a card
 * number becomes an `ix::` token usable as `transactionToken`. Luhn-checked, brand from the number;
 * only the BIN and the last four digits are kept (the sandbox needs nothing more). Its payments are
 * answered by the world's acquirer models, not by a declared behaviour (docs/sandbox-world.md).
 */
export const registerTokenize = (app: FastifyInstance, deps: TransactionDeps): void => {
  app.post('/sandbox/tokenize', async (request) => {
    const body = controlBody(TokenizeBody, request.body);
    const checked = cardValidator.number(body.cardNumber);
    if (!checked.isValid) throw new GatewayFailure(400, 1002, "Invalid parameter 'cardNumber': not a valid card number (Luhn check or length)");
    const brand = BRANDS[checked.card?.type ?? ''];
    if (!brand) throw new GatewayFailure(400, 1002, `Invalid parameter 'cardNumber': the sandbox does not process ${checked.card?.niceType ?? 'this card brand'}`);
    const token = `ix::${hexId(deps.randomBytes, 10)}`;
    const [last] = await deps.db.select({ position: max(testCards.position) }).from(testCards);
    await deps.db.insert(testCards).values({
      token, position: (last?.position ?? 0) + 1, brand, bin: body.cardNumber.slice(0, 6), lastFourDigits: body.cardNumber.slice(-4),
      binCountry: body.binCountry, binType: body.binType, cardCurrency: cardCurrencyOf(body.binCountry), expiryMonth: body.expiryMonth, expiryYear: body.expiryYear,
      behaviour: MODEL_BEHAVIOUR, declineCode: null,
    });
    return { token };
  });
};
