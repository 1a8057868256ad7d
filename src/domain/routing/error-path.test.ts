import { describe, expect, it } from 'vitest';
import { joinPath, messageWithoutPath, pathFromErrorMessage, splitPath } from './error-path';
import { gatewayMessage } from './validation/issue';

describe('error paths', () => {
  it('reads the path from a gateway message', () => {
    expect(pathFromErrorMessage("Connector 'CO-1' does not exist at 'tree/then/route/connector'")).toBe('tree/then/route/connector');
    expect(pathFromErrorMessage("Unsupported document version at 'version'  ")).toBe('version');
    expect(pathFromErrorMessage("Schema violation at ''")).toBe('');
    expect(pathFromErrorMessage('Unauthorized')).toBeUndefined();
    expect(pathFromErrorMessage("at 'tree' but then more text")).toBeUndefined();
  });

  it('strips the path suffix only', () => {
    expect(messageWithoutPath("Unknown constraint 'X' at 'tree/if/constraint'")).toBe("Unknown constraint 'X'");
    expect(messageWithoutPath('Unauthorized')).toBe('Unauthorized');
  });

  it('joins and splits segments, array indexes included', () => {
    expect(joinPath(['methods', 0, 'routing', 'tree', 'then'])).toBe('methods/0/routing/tree/then');
    expect(joinPath([])).toBe('');
    expect(splitPath('tree/then/route/onFail/1/connector')).toStrictEqual(['tree', 'then', 'route', 'onFail', '1', 'connector']);
    expect(splitPath('')).toStrictEqual([]);
  });

  it('round-trips with gatewayMessage, the form the gateway writes', () => {
    const message = gatewayMessage({ message: "Rule id 'MPR-1' is used more than once", path: 'tree/else/id' });
    expect(message).toBe("Rule id 'MPR-1' is used more than once at 'tree/else/id'");
    expect(pathFromErrorMessage(message)).toBe('tree/else/id');
    expect(messageWithoutPath(message)).toBe("Rule id 'MPR-1' is used more than once");
  });
});
