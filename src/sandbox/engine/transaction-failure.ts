import { TRANSACTION_ERROR_CODES as CODES, type TransactionResponse } from '@contracts/gateway-transactions';

/**
 * A transaction request refused before a transaction exists (auth, signature, body, duplicate id).
 * The answer is the contract's transaction shape (§4) without a uuid, never the provisioning envelope;
 * http/transaction-errors.ts turns it into that answer.
 */
export class TransactionFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'TransactionFailure';
  }
}

/**
 * The refusal's body: the error in `errors[]` and, since the official PHP client reads only those on
 * an HTTP 4xx (ixopay/php-ixopay 3.19.0, src/Client.php `validateStatusCode`), also at the top level
 * (contract §4). Only refusals carry it: that client takes a top-level errorMessage as the whole
 * answer (src/Json/JsonParser.php `parseTransactionResult`), so a 200 answer with a uuid must not.
 */
export const refusal = (errorCode: number, errorMessage: string): TransactionResponse => ({
  success: false,
  returnType: 'ERROR',
  errorMessage,
  errorCode,
  errors: [{ errorMessage, errorCode }],
});

export const transactionUnauthorized = () => new TransactionFailure(401, CODES.unauthorized, 'Unauthorized');
