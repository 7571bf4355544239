/**
 * dev-keys.json is what the site's build and other packages read to reach a backend started
 * without configuration; it is data (Vite's config loader cannot import our TypeScript), so
 * it is checked here against the rule that makes the keys.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiKey, configFromEnv } from '../src/config.ts';

const devKeys = JSON.parse(readFileSync(new URL('../dev-keys.json', import.meta.url), 'utf8')) as {
  apiUrl: string;
  anonKey: string;
};

describe('dev-keys.json', () => {
  describe('when the backend starts without configuration', () => {
    const config = configFromEnv({});

    it('names the URL it listens on', () => {
      expect(devKeys.apiUrl).toBe(`http://${config.host}:${config.port}`);
    });

    it('holds the anon key it accepts', () => {
      expect(devKeys.anonKey).toBe(config.anonKey);
      expect(devKeys.anonKey).toBe(apiKey('anon', config.jwtSecret));
    });
  });
});
