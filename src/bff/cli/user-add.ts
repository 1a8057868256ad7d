/**
 * `npm run user:add -- --username ada --role admin [--name "Ada L."]`: adds a studio user to the
 * database the studio uses (DATA_DIR or DATABASE_URL). The password comes from STUDIO_USER_PASSWORD
 * or is asked for on the terminal (not echoed), never from the command line.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { Role } from '../../domain/auth/permissions';
import { passwordProblem } from '../auth/passwords';
import { createUser, findUserByName } from '../auth/users-repo';
import { openStudioDatabase } from '../db/client';

const askHidden = async (question: string): Promise<string> => {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Mute the echo of typed characters after the prompt.
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => (s.startsWith(question) ? write.call(rl, s) : undefined);
  const answer = await rl.question(question);
  rl.close();
  process.stdout.write('\n');
  return answer;
};

const main = async () => {
  const { values } = parseArgs({ options: { username: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  const role = Role.safeParse(values.role);
  if (!values.username || !role.success) throw new Error(`Usage: npm run user:add -- --username <name> --role <${Role.options.join('|')}> [--name "Display Name"]`);
  const password = process.env.STUDIO_USER_PASSWORD ?? (await askHidden(`Password for ${values.username}: `));
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const database = await openStudioDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './.data' });
  try {
    if (await findUserByName(database.db, values.username)) throw new Error(`A user named '${values.username}' exists already`);
    await createUser(database.db, { username: values.username, displayName: values.name ?? values.username, role: role.data, password });
    console.log(`Added ${values.username} (${role.data}).`);
  } finally {
    await database.close();
  }
};

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
