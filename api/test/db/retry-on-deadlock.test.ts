import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from '../../src/db/sql-state';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

/** A write failing `failures` times with `error`, then answering 'stored'; counts its attempts. */
function failingWrite(failures: number, error: () => Error) {
  let attempts = 0;
  const write = async () => {
    attempts += 1;
    if (attempts <= failures) throw error();
    return 'stored';
  };
  return { write, attempts: () => attempts };
}

describe('retryOnDeadlock', () => {
  it('runs a deadlock victim again, up to four attempts in all', async () => {
    const victim = failingWrite(3, deadlock);
    expect(await retryOnDeadlock(victim.write)).toBe('stored');
    expect(victim.attempts()).toBe(4);
  });

  it('gives up after the fourth deadlock, with its error', async () => {
    const victim = failingWrite(4, deadlock);
    await expect(retryOnDeadlock(victim.write)).rejects.toMatchObject({ code: '40P01' });
    expect(victim.attempts()).toBe(4);
  });

  it('never runs a write again for another error, wrapped or not', async () => {
    const wrapped = failingWrite(1, () =>
      Object.assign(new Error('query failed'), { cause: { code: '23505' } }),
    );
    await expect(retryOnDeadlock(wrapped.write)).rejects.toThrow('query failed');
    expect(wrapped.attempts()).toBe(1);
  });
});
