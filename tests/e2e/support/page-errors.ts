// No screen of a spec that calls this may throw: uncaught errors in the page are collected and
// fail the test that caused them.
import { expect, type Page, test } from '@playwright/test';

/** Registers, in the calling spec, the hooks that collect uncaught page errors and check them. */
export function failOnPageErrors(): void {
  const pageErrors = new WeakMap<Page, Error[]>();
  test.beforeEach(({ page }) => {
    const errors: Error[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (error) => errors.push(error));
  });
  test.afterEach(({ page }) => {
    expect(pageErrors.get(page) ?? [], 'uncaught errors in the page').toEqual([]);
  });
}
