// sw/each-limited.ts: the service worker's precache downloads a few files at a time.
import { describe, expect, it } from 'vitest';
import { eachLimited } from '../../sw/each-limited.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('eachLimited', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      done.push(item);
    });
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      eachLimited([1, 2, 3, 4, 5, 6], 2, async (item) => {
        started.push(item);
        await tick();
        if (item === 2) throw new Error('precache: 503');
      }),
    ).rejects.toThrow('precache: 503');
    await tick();
    await tick();
    expect(started).toEqual([1, 2, 3]);
  });

  it('an empty list resolves at once', async () => {
    await expect(eachLimited([], 6, async () => {})).resolves.toBeUndefined();
  });
});
