import { describe, expect, it } from 'vitest';
import { shouldReloadIntoNewBuild } from '../../src/app/stale-build.ts';

describe("a tab's code download failed after a deploy: reload into the new build?", () => {
  const safe = { online: true, alreadyReloaded: false, typedInput: false };

  it('reloads once, online, with nothing typed', () => {
    expect(shouldReloadIntoNewBuild(safe)).toBe(true);
  });

  it('not offline: the new build cannot be reached either', () => {
    expect(shouldReloadIntoNewBuild({ ...safe, online: false })).toBe(false);
  });

  it('not on the page a reload for this opened: a file missing from the new build would loop', () => {
    expect(shouldReloadIntoNewBuild({ ...safe, alreadyReloaded: true })).toBe(false);
  });

  it('not over text the person typed in a form', () => {
    expect(shouldReloadIntoNewBuild({ ...safe, typedInput: true })).toBe(false);
  });
});
