import { useMemo } from 'react';
import { issueInWords } from '@domain/routing/describe/issue-words';
import type { ValidationIssue } from '@domain/routing/validation';
import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';
import { currentDocument, type ServerError } from '../state/editor-store';

/** An issue as the person reads it at its input (the code and path are in the problems panel, for support). */
export type IssueWords = (issue: { code: number; path: string | null; message: string }) => string;

const within = (path: string, field: string) => path === field || path.startsWith(`${field}/`);

/**
 * Messages for one field of a node: validation issues whose path goes into `<node>/<field>`, and the
 * gateway's last rejection when it points there (its field is relative to the node). `exclude`
 * names sub-fields shown by their own inputs, so a message appears once, at the most precise place.
 */
export const fieldMessages = (words: IssueWords, issues: readonly ValidationIssue[], serverError: ServerError | null, node: string, field: string, exclude: readonly string[] = []): string[] => {
  const here = (relative: string) => within(relative, field) && !exclude.some((e) => within(relative, e));
  const prefix = `${node}/`;
  const messages = issues.filter((i) => i.path.startsWith(prefix) && here(i.path.slice(prefix.length))).map(words);
  if (serverError && serverError.nodeId === node && serverError.field !== null && here(serverError.field)) messages.push(`The gateway refused it: ${words(serverError)}`);
  return messages;
};

/** The issue-words function for the open document and the environment's connector names. */
export const useIssueWords = (env: EditorEnvironment): IssueWords => {
  const document = useEditor(currentDocument);
  return useMemo(() => (issue) => issueInWords(document, issue, env.names), [document, env.names]);
};

export const useFieldMessages = (env: EditorEnvironment, node: string, field: string, exclude: readonly string[] = []): string[] => {
  const serverError = useEditor((s) => s.serverError);
  const words = useIssueWords(env);
  const issues = env.byNode.get(node);
  const key = exclude.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `exclude`, a new array on every render
  return useMemo(() => fieldMessages(words, issues ?? [], serverError, node, field, exclude), [words, issues, serverError, node, field, key]);
};

/** Fields whose inputs show their own messages; a gateway message anywhere else in the rule is shown for the rule as a whole. */
const FIELDS_WITH_INPUTS = ['if/constraint', 'if/params', 'route/connector', 'route/onFail'];

/** The gateway's rejection of this rule when no input of the inspector shows it (the rule itself, its id, an unknown member). */
export const ruleLevelServerMessage = (words: IssueWords, serverError: ServerError | null, node: string): string | null => {
  if (!serverError || serverError.nodeId !== node) return null;
  const { field } = serverError;
  return field !== null && FIELDS_WITH_INPUTS.some((f) => within(field, f)) ? null : `The gateway refused it: ${words(serverError)}`;
};
