import { useMemo } from 'react';
import { getAt } from '@domain/routing/commands';
import type { RuleNode, SingleMethodDocument } from '@domain/routing/document';
import type { EditorEnvironment } from './editor-props';
import { useEditor } from './state/editor-context';
import { SINGLE_METHOD_SCOPE, type TreeScope } from './tree-scope';

/** The tree the panels work on: the environment's scope, or the single-method document's one tree. */
export const useTreeScope = (env: EditorEnvironment): TreeScope => {
  const singleDefault = useEditor((s) => (env.scope ? null : ((s.history.present as SingleMethodDocument).default?.connector ?? null)));
  return useMemo(() => env.scope ?? { ...SINGLE_METHOD_SCOPE, defaultConnector: singleDefault }, [env.scope, singleDefault]);
};

/** The root node of the scoped tree in the current document (null or undefined when it has no rules). */
export const useScopeRoot = (scope: TreeScope): RuleNode | null | undefined =>
  useEditor((s) => getAt(s.history.present, scope.treePath) as RuleNode | null | undefined);
