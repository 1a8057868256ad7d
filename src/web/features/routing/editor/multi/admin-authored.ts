import { MULTI_METHOD_CONSTRAINTS } from '@domain/routing/condition-catalogue';
import type { MethodBlock, MultiMethodDocument } from '@domain/routing/document';
import { walkTree } from '@domain/routing/tree-walk';

const SUBSET = new Set<string>(MULTI_METHOD_CONSTRAINTS);

/** Conditions of a method block outside the multi-method subset (authored in the admin interface), each once. */
export const foreignConditions = (block: MethodBlock): string[] => {
  const found = new Set<string>();
  for (const tree of [block.availability?.tree, block.routing?.tree])
    walkTree(tree, '', (node) => {
      if (node.if && !SUBSET.has(node.if.constraint)) found.add(node.if.constraint);
    });
  return [...found];
};

/**
 * Methods that open read-only, by lower-cased name, with the reason shown to the user. Decided on
 * the document as loaded: such a method can be viewed and simulated, and since a save sends only
 * changed methods, leaving it untouched never causes a rejection.
 */
export const readOnlyMethods = (baseline: MultiMethodDocument): ReadonlyMap<string, string> =>
  new Map(
    baseline.methods.flatMap((block) => {
      const foreign = foreignConditions(block);
      if (foreign.length === 0) return [];
      const reason = `${block.method} uses conditions the studio cannot edit for multi-method connectors (${foreign.join(', ')}); they were set up in the admin interface. You can view and simulate this method; saving leaves it untouched.`;
      return [[block.method.toLowerCase(), reason] as const];
    }),
  );
