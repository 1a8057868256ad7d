import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum.
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Checked when a password is set: long enough to resist guessing, short enough to hash quickly. */
export const passwordProblem = (password: string): string | undefined =>
  password.length < 10 ? 'A password needs at least 10 characters' : password.length > 200 ? 'A password may have at most 200 characters' : undefined;
