import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('config: VISITOR_CACHE_BYTES', () => {
  it('defaults to 128 MiB and reads a byte count', () => {
    expect(loadConfig({}).visitorCacheBytes).toBe(128 * 1024 * 1024);
    expect(loadConfig({ VISITOR_CACHE_BYTES: '33554432' }).visitorCacheBytes).toBe(32 * 1024 * 1024);
  });

  it('refuses anything but a positive whole number of bytes', () => {
    for (const value of ['0', '-1', '64MiB', '1.5']) {
      expect(() => loadConfig({ VISITOR_CACHE_BYTES: value }), value).toThrow('Invalid VISITOR_CACHE_BYTES');
    }
  });
});
