import type { Role } from '@domain/auth/permissions';

/**
 * Where a role's work starts: support looks up customers, QA sends test transactions, everyone
 * else edits or reads routing from the connector list. A deep link is kept; only "/" leads home.
 */
const HOMES: Partial<Record<Role, string>> = { support: '/profiles', qa: '/transactions' };

export const roleHome = (role: Role): string => HOMES[role] ?? '/';
