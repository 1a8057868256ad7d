import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigFile } from './load-config-file';

const dir = mkdtempSync(join(tmpdir(), 'studio-config-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const environment = (id: string, production = false) => ({ id, name: id, production, baseUrl: `https://${id}.gateway.example`, provisioning: { username: 'prov', password: `${id}-Secret-1` } });

describe('loading GATEWAY_CONFIG', () => {
  it('reads a valid file with several environments', async () => {
    const path = file('ok.json', JSON.stringify({ environments: [environment('staging'), environment('live', true)] }));
    const config = await loadConfigFile(path);
    expect(config.environments.map((e) => [e.id, e.production, e.baseUrl])).toEqual([
      ['staging', false, 'https://staging.gateway.example'],
      ['live', true, 'https://live.gateway.example'],
    ]);
  });

  it('names the file and the field of a bad value', async () => {
    const path = file('bad-url.json', JSON.stringify({ environments: [{ ...environment('live'), baseUrl: 'not a url' }] }));
    await expect(loadConfigFile(path)).rejects.toThrow(new RegExp(`^Invalid studio configuration in ${path}:\\n  - environments\\[0\\]\\.baseUrl: `));
  });

  it('says when the file is missing or not JSON', async () => {
    await expect(loadConfigFile(join(dir, 'missing.json'))).rejects.toThrow(/^Cannot read studio configuration file .*missing\.json: ENOENT/);
    await expect(loadConfigFile(file('broken.json', '{"environments": [}'))).rejects.toThrow(/^Studio configuration file .*broken\.json is not valid JSON: /);
  });
});
