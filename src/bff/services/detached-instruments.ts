import type { DetachedInstrument } from '@contracts/bff-profiles';
import { listAudit } from '../audit/audit-log';
import type { StudioDb } from '../db/client';

/**
 * The instruments detached from a profile through the studio, from the audit log's successful
 * detaches (each names what really left the profile, read back after the detach).
 */
export const detachedInstruments = async (db: StudioDb, environment: string, profileGuid: string): Promise<DetachedInstrument[]> => {
  const entries = await listAudit(db, { action: 'profile.detach', target: profileGuid, outcome: 'success', environment, limit: 50 });
  return entries.flatMap((entry) => {
    const detail = (entry.detail ?? {}) as { detached?: unknown; paymentToken?: unknown; instrument?: unknown };
    const tokens = Array.isArray(detail.detached) ? detail.detached.filter((t): t is string => typeof t === 'string') : [];
    return tokens.map((paymentToken) => ({
      paymentToken,
      description: paymentToken === detail.paymentToken && typeof detail.instrument === 'string' ? detail.instrument : null,
      detachedAt: entry.at.toISOString(),
      detachedBy: entry.actor,
    }));
  });
};
