import type { Finding } from '@domain/routing/analysis';
import type { EditCommand } from '@domain/routing/commands';

export interface FindingFix {
  label: string;
  command: EditCommand;
}

/**
 * The one-click fix where one is obvious, as an existing editor command (so undo/redo need nothing
 * new). A dead branch is emptied; a condition or split whose sides route alike keeps its `then`
 * side, which routes exactly as the whole did. Always true/false conditions get no fix of their own:
 * their dead side is reported as unreachable and fixed there, and which side to keep is the author's call.
 */
export const fixFor = (finding: Finding): FindingFix | null => {
  switch (finding.code) {
    case 'unreachable':
      return { label: 'Delete this branch', command: { type: 'deleteSubtree', path: finding.nodeId } };
    case 'redundant-condition':
    case 'redundant-split':
      return { label: 'Keep one side', command: { type: 'deleteNode', path: finding.nodeId, keep: 'then' } };
    default:
      return null;
  }
};
