import type { TreeKind } from '@domain/routing/document';

/**
 * Which tree of the document the canvas, outline, search and inspector work on. A single-method
 * document has one routing tree at `tree`; a multi-method document has two per method
 * (`methods/<i>/availability/tree`, `methods/<i>/routing/tree`), and the same panels serve them all.
 */
export interface TreeScope {
  treePath: string;
  treeKind: TreeKind;
  /** Multi-method trees accept only the six multi-method conditions. */
  multiMethod: boolean;
  /** The connector that takes what no rule routes (routing trees). */
  defaultConnector: string | null;
  /** Availability trees: a walk without a decision disables the method when true. */
  defaultActionDisable?: boolean | null;
  /** Why this tree cannot be edited here (admin-authored conditions), or undefined when it can. */
  readOnly?: string;
  /** Accessible name of the drawing. */
  label: string;
}

export const SINGLE_METHOD_SCOPE: Omit<TreeScope, 'defaultConnector'> = { treePath: 'tree', treeKind: 'routing', multiMethod: false, label: 'Routing tree' };
