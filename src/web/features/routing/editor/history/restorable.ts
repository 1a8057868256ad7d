// Moved to the domain (issue 14): the BFF restores the document live before a change window with it too.
export { restorable } from '@domain/routing/restorable';
