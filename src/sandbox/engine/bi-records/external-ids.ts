import { createHash } from 'node:crypto';
import type { BiRecord } from '@domain/bi/record';

/**
 * The ids an acquirer would have handed back (`adapter_txid`, `auth_code`, `rrn`, `stan`, `arn`).
 * The simulated acquirers answer at once and keep nothing, so the ids are derived from the record's
 * uuid: stable across every rewrite of a record, distinct between records, no state to store.
 */

// One SHA-512 of the uuid gives every id its own bytes (64: enough for all of them, one hash per record).
const bytesOf = (uuid: string) => createHash('sha512').update(uuid).digest();

const digits = (bytes: Buffer, from: number, n: number): string => {
  let out = '';
  for (let i = 0; i < n; i++) out += String(bytes[from + i]! % 10);
  return out;
};

const ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const authCode = (bytes: Buffer): string => [...bytes.subarray(8, 14)].map((b) => ALNUM[b % ALNUM.length]).join('');

export interface ExternalIdInput {
  uuid: string;
  adapter: string | undefined;
  method: string | undefined;
  /** The acquirer saw the request (it answered: success, decline or timeout), not a configuration error. */
  reachedAcquirer: boolean;
  success: boolean;
  type: string;
  /** The sale went through clearing (settled, or charged back): it has an acquirer reference number. */
  cleared: boolean;
}

export const externalIdsOf = (e: ExternalIdInput): Pick<BiRecord, 'adapter_txid' | 'auth_code' | 'rrn' | 'stan' | 'arn'> => {
  if (!e.reachedAcquirer || !e.adapter) return {};
  const card = e.method === 'Creditcard';
  const authorises = e.type === 'debit' || e.type === 'preauthorize';
  const bytes = bytesOf(e.uuid);
  return {
    adapter_txid: `${e.adapter.slice(0, 3).toUpperCase()}-${bytes.subarray(0, 8).toString('hex')}`,
    ...(card ? { rrn: digits(bytes, 14, 12), stan: digits(bytes, 26, 6) } : {}),
    ...(card && e.success && authorises ? { auth_code: authCode(bytes) } : {}),
    ...(card && e.cleared ? { arn: `7${digits(bytes, 32, 22)}` } : {}),
  };
};
