// The whole catalogue through the API, page by page, for specs that pick units by what they need.
import { type APIRequestContext, expect } from '@playwright/test';
import type { Apartment } from '../../../src/api/catalogue.ts';

async function fetchAllUnits(request: APIRequestContext): Promise<Apartment[]> {
  const units: Apartment[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/enterprise/apartment/list?perPage=100&page=${page}`);
    expect(res.ok()).toBe(true);
    const body = await res.json();
    units.push(...body.data);
    if (page >= body.meta.pagination.total_pages) break;
  }
  return units;
}

/** A reader of the catalogue that fetches it once; each spec makes its own, so no cache is shared. */
export function catalogueOnce(): (request: APIRequestContext) => Promise<Apartment[]> {
  let catalogue: Apartment[] | undefined;
  return async (request) => {
    catalogue ??= await fetchAllUnits(request);
    return catalogue;
  };
}
