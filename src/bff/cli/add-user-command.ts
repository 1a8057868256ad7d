/**
 * The command line of `add-user.ts` (this file runs when imported: tests spawn it).
 * `npm run user:add -- --username ada --role admin [--name "Ada L."]`: adds a studio user to the
 * database the studio uses (DATA_DIR or DATABASE_URL), audited. The password comes from
 * STUDIO_USER_PASSWORD or is asked for on the terminal (not echoed), never from the command line.
 */
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { passwordProblem } from '../auth/passwords';
import { openStudioDatabase } from '../db/client';
import { addUser, parseAddUserArgs } from './add-user';

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

/** Who ran the command, for the audit log (the host account; containers may have none). */
const operator = () => {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
};

const main = async () => {
  const { values } = parseArgs({ options: { username: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  const user = parseAddUserArgs(values);
  const password = process.env.STUDIO_USER_PASSWORD ?? (await askHidden(`Password for ${user.username}: `));
  // Checked before opening the database too, so a typo costs no migration run.
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const database = await openStudioDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './.data' });
  try {
    await addUser(database.db, { ...user, password }, operator());
    console.log(`Added ${user.username} (${user.role}).`);
  } finally {
    await database.close();
  }
};

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
