export * from './edit-command';
export * from './apply-command';
export * from './history';
export { getAt, setAt, isWithin, parentPath } from './json-path';
