import type { StudioDb } from '../db/client';
import { storedApprovalRequired } from '../db/change-requests';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';

/** Whether routing in `env` changes only through approved change requests: an administrator's choice, else on for production. */
export const approvalRequired = async (db: StudioDb, env: Environment): Promise<boolean> => (await storedApprovalRequired(db, env.config.id)) ?? env.config.production;

/** The four-eyes gate in front of a direct routing save. Change requests apply through `saveRouting` without it. */
export const refuseDirectSave = async (db: StudioDb, env: Environment) => {
  if (await approvalRequired(db, env))
    throw new HttpError(403, 'APPROVAL_REQUIRED', `Routing in ${env.config.name} changes only through an approved change request: use "Request approval" in the review step.`);
};
