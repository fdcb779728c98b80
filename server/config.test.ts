import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('scale-out settings', () => {
  it('DEMO_CONTENT defaults to on, turns off with false, and refuses anything else', () => {
    expect(loadConfig({}).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'true' }).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    expect(loadConfig({ DEMO_CONTENT: 'FALSE' }).demoContent).toBe(false);
    expect(() => loadConfig({ DEMO_CONTENT: 'no' })).toThrow(/DEMO_CONTENT must be true or false/);
  });

  it('shares rate limits through the database exactly when it is PostgreSQL', () => {
    expect(loadConfig({}).sharedRateLimits).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/lms' }).sharedRateLimits).toBe(true);
  });
});
