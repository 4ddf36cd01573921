// The database pool's settings as operators give them (docs/runbook.md): whole numbers, a clear message otherwise.
import { parseServerEnv } from '@/lib/env';

describe('DATABASE_POOL_MAX and DATABASE_IDLE_TIMEOUT', () => {
  test.each([
    [{}, undefined, undefined],
    [{ DATABASE_POOL_MAX: '4', DATABASE_IDLE_TIMEOUT: '300' }, 4, 300],
    // 0 seconds: idle connections are never closed (postgres.js reads 0 as no timeout).
    [{ DATABASE_IDLE_TIMEOUT: '0' }, undefined, 0],
    [{ DATABASE_POOL_MAX: '', DATABASE_IDLE_TIMEOUT: '  ' }, undefined, undefined],
  ])('%j → pool %p, idle timeout %p', (source, pool, idle) => {
    const parsed = parseServerEnv(source);
    expect(parsed.DATABASE_POOL_MAX).toBe(pool);
    expect(parsed.DATABASE_IDLE_TIMEOUT).toBe(idle);
  });

  test.each([['five'], ['-5'], ['1.5'], ['300s'], ['999999']])('DATABASE_IDLE_TIMEOUT=%p is refused with a message', (value) => {
    expect(() => parseServerEnv({ DATABASE_IDLE_TIMEOUT: value })).toThrow(/DATABASE_IDLE_TIMEOUT: must be a whole number of seconds/);
  });
});
