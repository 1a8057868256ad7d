import type { SandboxDb } from '../../db/client';
import type { CredentialLockout } from '../../http/credential-lockout';
import type { RandomBytes } from '../../routing/rule-id-generator';
import type { World } from '../../world/acquirer-model';

/** What the transaction interface needs; buildSandbox passes them so tests can fix randomness and time. */
export interface TransactionDeps {
  db: SandboxDb;
  /** uuids and purchase ids. */
  randomBytes: RandomBytes;
  /** Load-balancer draws in [0, 1). */
  random: () => number;
  now: () => Date;
  /** Where the sandbox is reached: the payment page's address in a REDIRECT answer. */
  publicUrl: () => string;
  /** A new BI record becomes searchable this long after its transaction is written. */
  biIndexingDelayMs: number;
  /** The acquirer models and price lists (seed/acquirer-world.ts unless a test brings its own). */
  world: World;
  /** Failed API-user credentials per connector, shared with the profile interface (one password, one count). */
  lockout: CredentialLockout;
}
