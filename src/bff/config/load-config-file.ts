import { readFile } from 'node:fs/promises';
import { parseStudioConfig, type StudioConfig } from './studio-config';

/** Reads and validates the GATEWAY_CONFIG file; any problem stops start-up with a message naming it. */
export const loadConfigFile = async (path: string): Promise<StudioConfig> => {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read studio configuration file ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Studio configuration file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  return parseStudioConfig(json, path);
};
