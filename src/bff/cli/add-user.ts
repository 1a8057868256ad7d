import { Role } from '@domain/auth/permissions';
import { recordAudit } from '../audit/audit-log';
import { passwordProblem } from '../auth/passwords';
import { createUser, findUserByName, type UserRow } from '../auth/users-repo';
import type { StudioDb } from '../db/client';

export interface AddUserInput {
  username: string;
  role: Role;
  displayName: string;
  password: string;
}

/** `--username ada --role admin [--name "Ada L."]` → the user to add; a usage error names what is wrong. */
export const parseAddUserArgs = (values: { username?: string; role?: string; name?: string }): Omit<AddUserInput, 'password'> => {
  const usage = `Usage: npm run user:add -- --username <name> --role <${Role.options.join('|')}> [--name "Display Name"]`;
  if (!values.username) throw new Error(`--username is missing. ${usage}`);
  const role = Role.safeParse(values.role);
  if (!role.success) throw new Error(`--role must be one of ${Role.options.join(', ')}${values.role ? `, not '${values.role}'` : ''}. ${usage}`);
  return { username: values.username, role: role.data, displayName: values.name ?? values.username };
};

/**
 * Adds a user from the command line, audited like a change in the admin page: the actor is the
 * operating-system account that ran the command, and a refusal is kept with its reason.
 */
export const addUser = async (db: StudioDb, input: AddUserInput, actor: string): Promise<UserRow> => {
  const entry = { actor, action: 'user.create' as const, target: `user:${input.username}`, after: { role: input.role, displayName: input.displayName }, detail: { via: 'npm run user:add' } };
  const refuse = async (code: string, message: string) => {
    await recordAudit(db, { ...entry, outcome: 'refused', detail: { ...entry.detail, code, message } });
    return new Error(message);
  };
  const problem = passwordProblem(input.password);
  if (problem) throw await refuse('WEAK_PASSWORD', problem);
  if (await findUserByName(db, input.username)) throw await refuse('USERNAME_TAKEN', `A user named '${input.username}' exists already`);
  const user = await createUser(db, input);
  await recordAudit(db, { ...entry, outcome: 'success' });
  return user;
};
