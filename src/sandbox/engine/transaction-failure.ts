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

export const refusal = (errorCode: number, errorMessage: string): TransactionResponse => ({
  success: false,
  returnType: 'ERROR',
  errors: [{ errorMessage, errorCode }],
});

export const transactionUnauthorized = () => new TransactionFailure(401, CODES.unauthorized, 'Unauthorized');
