/**
 * The gateway names the offending part of a rejected document in its message: `<text> at '<path>'`
 * (gateway-contract §2). These helpers move between that path and the segments the studio walks.
 */
const AT_PATH = / at '([^']*)'\s*$/;

export const pathFromErrorMessage = (message: string): string | undefined => AT_PATH.exec(message)?.[1];

export const messageWithoutPath = (message: string): string => message.replace(AT_PATH, '');

export const joinPath = (segments: readonly (string | number)[]): string => segments.join('/');

export const splitPath = (path: string): string[] => (path === '' ? [] : path.split('/'));
