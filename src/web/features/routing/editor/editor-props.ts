import type { StudioConnector } from '@contracts/bff-api';
import type { ConstraintDescription } from '@contracts/gateway-provisioning';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { ValidationIssue } from '@domain/routing/validation';
import type { Analysis } from './analysis/use-analysis';
import type { TreeScope } from './tree-scope';

/** What the editor's panels share besides the store: read-only facts of the environment and the live validation. */
export interface EditorEnvironment {
  connectors: readonly StudioConnector[];
  constraints: readonly ConstraintDescription[];
  names: ConnectorNameLookup;
  issues: ValidationIssue[];
  /** Issues per rule node path; document-level issues under ''. */
  byNode: ReadonlyMap<string, ValidationIssue[]>;
  /** Not validated yet: the document is drawn first and validated after that paint (single-method editor). */
  checking?: boolean;
  /** The routing analysis of the draft: warnings beside the issues, never blocking a save (absent in panels tested without it). */
  analysis?: Analysis;
  /** The tree being edited; absent for a single-method document (its one tree at `tree`). */
  scope?: TreeScope;
}
