import { z } from 'zod';

/**
 * Every action the audit log records, defined once: the BFF's mutating routes declare one of these
 * (type-checked), and the audit log page offers them as filters with a label each. Grouped by the
 * part before the dot, which the log's action filter also accepts as a prefix (`profile.`).
 */
export const AUDIT_ACTION_LABELS = {
  'session.login': 'Sign-in',
  'session.logout': 'Sign-out',
  'routing.save': 'Routing saved',
  'routing.external-change': 'Routing changed outside the studio',
  'routing.save-check': 'Unanswered routing save checked',
  'change-request.create': 'Change request made',
  'change-request.amend': 'Change request amended',
  'change-request.rebase': 'Change request rebased on the live routing',
  'change-request.refresh': 'Change request evidence recomputed',
  'change-request.approve': 'Change request approved',
  'change-request.reject': 'Change request rejected',
  'change-request.request-changes': 'Changes asked for on a change request',
  'change-request.withdraw': 'Change request withdrawn',
  'change-request.schedule': 'Change request scheduled',
  'change-request.apply': 'Change request applied',
  'change-request.revert': 'Change request reverted at the end of its window',
  'change-request.fail': 'Change request failed',
  'change-request.acknowledge': 'Change request alert acknowledged',
  'environment.settings': 'Environment settings changed',
  'test-case.create': 'Golden test case added',
  'test-case.delete': 'Golden test case removed',
  'profile.view': 'Customer profile looked up',
  'profile.search': 'Customer profiles searched by email or name',
  'profile.update': 'Customer profile changed',
  'profile.delete': 'Customer profile deleted',
  'profile.attach': 'Payment instrument attached',
  'profile.detach': 'Payment instrument detached',
  'transaction.run': 'Test transaction sent',
  'dcc.continue': 'DCC continued',
  'bi.query': 'BI data queried',
  'bi.observed': 'Observed routing (splits and traffic) read from BI',
  'bi.payment': "A past payment's path looked up",
  'bi.summary': "A meta-connector's traffic summary read from BI",
  'bi.replay': 'A window of payments replayed through a draft',
  'bi.replay-cancel': 'A replay cancelled',
  'bi.estimate': "A draft's outcome estimate read from BI",
  'bi.compare': 'Connectors compared on the same kind of payment, read from BI',
  'user.create': 'User added',
  'user.update': 'User changed',
  'studio.clock-moved': "Change control's test clock moved forward (e2e studio only)",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** Actions only a studio started for end-to-end tests records: the audit log's filter does not offer them to people. */
export const TEST_STUDIO_ACTIONS: ReadonlySet<AuditAction> = new Set(['studio.clock-moved']);
export const AuditAction = z.enum(Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]]);

export const AUDIT_ACTION_GROUPS: Readonly<Record<string, string>> = {
  session: 'Sessions',
  routing: 'Routing',
  'change-request': 'Change requests',
  environment: 'Environment settings',
  'test-case': 'Golden test cases',
  profile: 'Customer profiles',
  transaction: 'Test transactions',
  dcc: 'DCC',
  bi: 'BI data',
  user: 'Users',
  studio: 'Studio',
};

export const auditActionGroup = (action: AuditAction): string => action.slice(0, action.indexOf('.'));
