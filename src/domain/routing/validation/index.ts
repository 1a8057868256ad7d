export * from './issue';
export * from './context';
export * from './validate-tree';
export * from './validate-document';
export { schemaIssues } from './zod-issues';
