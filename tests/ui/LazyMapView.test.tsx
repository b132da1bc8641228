// LazyMapView: the map's code loads on its own; a download that fails (offline, never kept on this
// device) leaves the rest of the screen and says the map needs the internet, and the connection's
// return loads it.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/screens/shared/MapView.tsx');
  vi.resetModules();
});

async function freshModules(failures: number) {
  vi.resetModules();
  let left = failures;
  vi.doMock('../../src/screens/shared/MapView.tsx', async (importOriginal) => {
    if (left > 0) {
      left--;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return importOriginal();
  });
  return import('../../src/screens/shared/LazyMapView.tsx');
}

function Screen({ LazyMapView }: { LazyMapView: Awaited<ReturnType<typeof freshModules>>['LazyMapView'] }) {
  return (
    <main>
      <h1>Tokaas em São Paulo</h1>
      <LazyMapView
        placeholder={<p>Carregando o mapa</p>}
        label="Mapa dos empreendimentos"
        markers={[{ id: 3, position: [-23.56, -46.64], label: 'Tokaas Bela Vista, 16 unidades', text: 16 }]}
        onMarkerPress={() => {}}
      />
    </main>
  );
}

describe('LazyMapView', () => {
  it('shows its place while the code loads, then the map', async () => {
    const { LazyMapView } = await freshModules(0);
    render(<Screen LazyMapView={LazyMapView} />);
    expect(screen.getByText('Carregando o mapa')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Mapa dos empreendimentos' })).toBeTruthy();
  });

  it('its code not downloadable: the screen stays, the map says it needs the internet; back online it loads', async () => {
    const { LazyMapView, MAP_OFFLINE_TEXT } = await freshModules(1);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Screen LazyMapView={LazyMapView} />);
    expect(await screen.findByText(MAP_OFFLINE_TEXT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tokaas em São Paulo' })).toBeTruthy();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('region', { name: 'Mapa dos empreendimentos' })).toBeTruthy();
    expect(screen.queryByText(MAP_OFFLINE_TEXT)).toBeNull();
  });
});
