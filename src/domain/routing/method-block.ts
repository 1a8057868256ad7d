import type { MultiMethodDocument } from './document';

/**
 * Payment methods are matched case-insensitively (gateway-contract §2: `PAYPAL` names the Paypal
 * block): the one rule every lookup of a method block by name goes through.
 */
export const sameMethod = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Index of the block for `method` in the document, or -1 (no method given or not linked). */
export const methodIndex = (doc: Pick<MultiMethodDocument, 'methods'>, method: string | null | undefined): number =>
  method == null ? -1 : doc.methods.findIndex((block) => sameMethod(block.method, method));
