import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The API's version, from its package.json (the same path from src/ and dist/). */
export const APP_VERSION = packageJson.version;
