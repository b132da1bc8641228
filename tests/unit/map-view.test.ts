import { describe, expect, it } from 'vitest';
import {
  clampFitZoom,
  fitView,
  type LatLng,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
} from '../../src/domain/map-view.ts';

const size = { width: 600, height: 600, padding: 0 };

describe('fitView', () => {
  it('opens on São Paulo at zoom 12 without markers or without a size', () => {
    expect(fitView([], size)).toEqual({ center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM });
    expect(fitView([[-23.5, -46.6]], { width: 0, height: 300 })).toEqual({
      center: MAP_DEFAULT_CENTER,
      zoom: MAP_DEFAULT_ZOOM,
    });
  });

  it('centres a single marker at the largest zoom allowed, 15', () => {
    const view = fitView([[-23.56, -46.69]], size);
    expect(view.zoom).toBe(15);
    expect(view.center[0]).toBeCloseTo(-23.56, 6);
    expect(view.center[1]).toBeCloseTo(-46.69, 6);
  });

  it('fits markers across the city at a whole zoom that keeps them all on screen', () => {
    const city: LatLng[] = [
      [-23.4995, -46.627],
      [-23.617, -46.685],
      [-23.544, -46.5735],
      [-23.57, -46.7095],
    ];
    const view = fitView(city, size);
    // 0.136° of longitude is 0.136/360 of the world, which is 256·2^z px wide: ~396 px at zoom 12
    // (fits in 600), ~792 px at 13 (does not).
    expect(view.zoom).toBe(12);
    expect(view.center[1]).toBeCloseTo((-46.5735 + -46.7095) / 2, 6);
    // The Mercator midpoint of the latitudes is close to, not exactly, their average.
    expect(view.center[0]).toBeCloseTo((-23.4995 + -23.617) / 2, 2);
  });

  it('never zooms out past 8, however far apart the markers are', () => {
    expect(
      fitView(
        [
          [-3.1, -60],
          [-30, -51.2],
        ],
        size,
      ).zoom,
    ).toBe(8);
  });

  it('keeps room for the pins: padding lowers the zoom when the markers would touch the edges', () => {
    const pair: LatLng[] = [
      [-23.55, -46.7],
      [-23.55, -46.6],
    ];
    const tight = fitView(pair, { width: 300, height: 300, padding: 0 });
    const padded = fitView(pair, { width: 300, height: 300, padding: 100 });
    expect(padded.zoom).toBeLessThan(tight.zoom);
  });
});

describe('clampFitZoom', () => {
  it('clamps to 8..15', () => {
    expect(clampFitZoom(3)).toBe(8);
    expect(clampFitZoom(12)).toBe(12);
    expect(clampFitZoom(19)).toBe(15);
    expect(clampFitZoom(Number.POSITIVE_INFINITY)).toBe(15);
  });
});
