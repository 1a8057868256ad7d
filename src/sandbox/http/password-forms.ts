import { createHash } from 'node:crypto';
import { sameSecret } from './basic-auth';

/**
 * The forms an API user's password may take in HTTP Basic on the transaction and profile
 * interfaces (gateway-contract §1): the password itself, or the password as the platform's official
 * PHP client sends it (`Client::hashPassword` in ixopay/php-ixopay 3.19.0, src/Client.php: SHA-1
 * applied ten times, each round over the previous round's lowercase hex). Both are the same
 * password: one request is one guess whichever form it uses (see credential-lockout.ts).
 */
export const officialClientPasswordHash = (password: string): string => {
  let hashed = password;
  for (let round = 0; round < 10; round++) hashed = createHash('sha1').update(hashed, 'utf8').digest('hex');
  return hashed;
};

/**
 * Whether `sent` is `stored` in either form. Both comparisons always run, so the time taken does not
 * say which form was tried; a sent value matches one form at most unless the stored password is
 * itself its own ten-fold hash, which no seeded or configured password is.
 */
export const matchesPassword = (stored: string, sent: string): boolean => {
  const plain = sameSecret(stored, sent);
  const hashed = sameSecret(officialClientPasswordHash(stored), sent);
  return plain || hashed;
};
