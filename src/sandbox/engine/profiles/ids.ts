import type { RandomBytes } from '../../routing/rule-id-generator';

const hex = (randomBytes: RandomBytes, bytes: number) => Buffer.from(randomBytes(bytes)).toString('hex');

/** `CP-` and six groups of four hex digits: 32 characters, the contract's length (§2). */
export const newProfileGuid = (randomBytes: RandomBytes): string => `CP-${hex(randomBytes, 12).match(/.{4}/g)!.join('-')}`;

/** `pt::` and 20 hex characters (contract §2). */
export const newPaymentToken = (randomBytes: RandomBytes): string => `pt::${hex(randomBytes, 10)}`;
