import { describe, expect, it } from 'vitest';
import { memoryBudget } from './memory-budget.ts';

/** A job that records when it starts and ends only when the test lets it. */
function job(log: string[], name: string) {
  let end = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      log.push(name);
      await ended;
      return name;
    },
    end,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('memoryBudget', () => {
  it('starts work while it fits, the rest in the order it came, and a job larger than the budget alone', async () => {
    const within = memoryBudget(10);
    const started: string[] = [];
    const [a, b, c, huge] = ['a', 'b', 'c', 'huge'].map((name) => job(started, name));
    const done = [within(6, a.run), within(6, b.run), within(1, c.run), within(50, huge.run)];
    await settle();
    // c would fit beside a, but waits behind b so that small jobs cannot hold a larger one back.
    expect(started).toEqual(['a']);
    a.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    b.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    c.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'huge']);
    huge.end();
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c', 'huge']);
  });

  it('frees the cost of work that fails', async () => {
    const within = memoryBudget(10);
    await expect(within(10, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await within(10, async () => 'next')).toBe('next');
  });
});
