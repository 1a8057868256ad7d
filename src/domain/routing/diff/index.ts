export * from './semantic-diff';
export * from './document-diff';
