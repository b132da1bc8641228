// bench/thread-blocking.ts: the low-tier TBT reckoned from the page's tasks' thread time, so a
// task that waited for a busy host's CPU does not count as the page's work.
import { describe, expect, it } from 'vitest';
import { blockingAfter, type TraceEvent, threadBlockingMs } from '../../bench/thread-blocking.ts';

const URL = 'http://127.0.0.1:4199/buscar';
const main = { pid: 7, tid: 1 };
const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...main,
  ts: 1_000,
  args: { data: { documentLoaderURL: URL } },
};
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...main, ts: 100_000 };
const task = (ts: number, tdurMs: number, durMs = tdurMs, where = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});

describe('threadBlockingMs', () => {
  it("counts each task's thread time times the slowdown beyond 50 ms, from the first paint on", () => {
    const events = [
      navigation,
      task(50_000, 20), // before the first contentful paint: not counted
      paint,
      task(120_000, 8), // 80 ms at 10x: 30 ms blocking
      task(200_000, 4), // 40 ms at 10x: none
      task(300_000, 10, 40), // waited 30 ms for the host: its 10 ms of work count, 50 ms blocking
    ];
    expect(threadBlockingMs(events, URL, 10)).toBe(80);
  });

  it("leaves out other threads and processes, and reads the page's last navigation", () => {
    const events = [
      { ...navigation, ts: 0, pid: 3 },
      navigation,
      paint,
      task(120_000, 30, 30, { pid: 3, tid: 1 }),
      task(130_000, 30, 30, { pid: 7, tid: 9 }),
      task(140_000, 6),
    ];
    expect(threadBlockingMs(events, URL, 10)).toBe(10);
  });

  it('is undefined without the navigation or the first contentful paint', () => {
    expect(threadBlockingMs([paint, task(120_000, 8)], URL, 10)).toBeUndefined();
    expect(threadBlockingMs([navigation, task(120_000, 8)], URL, 10)).toBeUndefined();
  });

  it('reckons by wall time too, when asked (the figure Lighthouse reads)', () => {
    const tasks = [task(120_000, 8), task(300_000, 10, 40)];
    expect(blockingAfter(tasks, 100_000, 10, 'wall')).toBe(30 + 350);
    expect(blockingAfter(tasks, 100_000, 10, 'thread')).toBe(30 + 50);
    expect(blockingAfter(tasks, 200_000, 10, 'thread')).toBe(50);
  });
});
