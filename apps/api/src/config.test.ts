import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configTableMarkdown, loadConfig, shouldSeedDemo } from './config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PRODUCT_NAME: 'Assay',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(shouldSeedDemo(config)).toBe(true);
    expect(shouldSeedDemo(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/x' }))).toBe(false);
    expect(shouldSeedDemo(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/x', SEED_DEMO: 'true' }))).toBe(true);
  });

  it('names every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('is documented in the README table, variable for variable', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.split('<!-- config:start -->')[1]?.split('<!-- config:end -->')[0]?.trim();
    expect(section, 'README.md lacks the config table: run `npm run docs:config` and paste it').toBeDefined();
    expect(section).toBe(configTableMarkdown());
  });
});
