import { createHash } from 'node:crypto';
import type { BiRecord } from '../../../domain/bi/record';

/**
 * The ids an acquirer would have handed back (`adapter_txid`, `auth_code`, `rrn`, `stan`, `arn`).
 * The simulated acquirers answer at once and keep nothing, so the ids are derived from the record's
 * uuid: stable across every rewrite of a record, distinct between records, no state to store.
 */

const bytesOf = (salt: string, uuid: string) => createHash('sha1').update(salt).update(uuid).digest();

const digits = (salt: string, uuid: string, n: number): string => {
  const bytes = bytesOf(salt, uuid);
  let out = '';
  for (let i = 0; out.length < n; i++) out += String(bytes[i % bytes.length]! % 10);
  return out;
};

const ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const authCode = (uuid: string): string => [...bytesOf('auth', uuid).subarray(0, 6)].map((b) => ALNUM[b % ALNUM.length]).join('');

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
  return {
    adapter_txid: `${e.adapter.slice(0, 3).toUpperCase()}-${bytesOf('txid', e.uuid).toString('hex').slice(0, 16)}`,
    ...(card ? { rrn: digits('rrn', e.uuid, 12), stan: digits('stan', e.uuid, 6) } : {}),
    ...(card && e.success && authorises ? { auth_code: authCode(e.uuid) } : {}),
    ...(card && e.cleared ? { arn: `7${digits('arn', e.uuid, 22)}` } : {}),
  };
};
