import { useMemo } from 'react';
import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';

/**
 * Messages for one field of a node: validation issues whose path goes into `<node>/<field>`, and the
 * gateway's last rejection when it points there (its field is relative to the node).
 */
export const useFieldMessages = (env: EditorEnvironment, node: string, field: string): string[] => {
  const serverError = useEditor((s) => s.serverError);
  return useMemo(() => {
    const full = `${node}/${field}`;
    const within = (path: string) => path === full || path.startsWith(`${full}/`);
    const messages = (env.byNode.get(node) ?? []).filter((i) => within(i.path)).map((i) => i.message);
    if (serverError && serverError.nodeId === node && serverError.field && within(`${node}/${serverError.field}`)) messages.push(`Gateway: ${serverError.message}`);
    return messages;
  }, [env.byNode, serverError, node, field]);
};
