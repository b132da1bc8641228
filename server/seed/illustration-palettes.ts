// The colour palettes of the illustrations: the variant of a picture picks one (see illustrations.ts).

export interface Palette {
  wallTop: string;
  wallBottom: string;
  accentWall: string;
  floorA: string;
  floorB: string;
  accent: string;
  accent2: string;
  fabric: string;
  fabricDark: string;
  wood: string;
  woodDark: string;
  metal: string;
  skyTop: string;
  skyBottom: string;
  plant: string;
  plantDark: string;
  rug: string;
}

export const PALETTES: readonly Palette[] = [
  // Warm terracotta and sand.
  {
    wallTop: '#f6ede2',
    wallBottom: '#efe0cf',
    accentWall: '#e8c9a9',
    floorA: '#c89b6d',
    floorB: '#b5875a',
    accent: '#d9734e',
    accent2: '#f2b45a',
    fabric: '#7c9c8e',
    fabricDark: '#5f7f71',
    wood: '#a8774f',
    woodDark: '#7d5538',
    metal: '#3b3b3b',
    skyTop: '#8ec5e8',
    skyBottom: '#d7eef9',
    plant: '#5c9b63',
    plantDark: '#3f7a48',
    rug: '#efd9c0',
  },
  // Cool blue and grey.
  {
    wallTop: '#eef2f6',
    wallBottom: '#e1e7ee',
    accentWall: '#c9d6e3',
    floorA: '#b9a48c',
    floorB: '#a48f78',
    accent: '#3f6fb5',
    accent2: '#f0c24b',
    fabric: '#506a8a',
    fabricDark: '#3a506d',
    wood: '#c29a72',
    woodDark: '#8f6c4a',
    metal: '#2c3440',
    skyTop: '#f6b58a',
    skyBottom: '#fde3c4',
    plant: '#4e9a72',
    plantDark: '#357a55',
    rug: '#d7dee8',
  },
  // Sage green and cream.
  {
    wallTop: '#f3f5ec',
    wallBottom: '#e6eadb',
    accentWall: '#b9cbb0',
    floorA: '#d4b28a',
    floorB: '#c09c74',
    accent: '#e07a5f',
    accent2: '#3d405b',
    fabric: '#d8c3a5',
    fabricDark: '#b9a384',
    wood: '#9c6b43',
    woodDark: '#6e4a2d',
    metal: '#333333',
    skyTop: '#7fb7d9',
    skyBottom: '#cfe7f3',
    plant: '#6a994e',
    plantDark: '#386641',
    rug: '#f2e8cf',
  },
  // Blush and navy.
  {
    wallTop: '#fbf0ee',
    wallBottom: '#f3dfdb',
    accentWall: '#243b55',
    floorA: '#caa27a',
    floorB: '#b38b63',
    accent: '#e5989b',
    accent2: '#ffb4a2',
    fabric: '#2f4858',
    fabricDark: '#1f3340',
    wood: '#b5835a',
    woodDark: '#845c3c',
    metal: '#1d1d1d',
    skyTop: '#a3c4f3',
    skyBottom: '#e3ecfb',
    plant: '#52b788',
    plantDark: '#2d6a4f',
    rug: '#f6e1da',
  },
  // Mustard and charcoal.
  {
    wallTop: '#f4f1ea',
    wallBottom: '#e7e2d6',
    accentWall: '#d9a441',
    floorA: '#8d6e52',
    floorB: '#7a5d44',
    accent: '#264653',
    accent2: '#e9c46a',
    fabric: '#e9c46a',
    fabricDark: '#c9a44a',
    wood: '#6f4e37',
    woodDark: '#4d3424',
    metal: '#262626',
    skyTop: '#90d0e8',
    skyBottom: '#e0f4fa',
    plant: '#2a9d8f',
    plantDark: '#1d7068',
    rug: '#ece4d3',
  },
  // Lavender and teal.
  {
    wallTop: '#f2f0f7',
    wallBottom: '#e4e0ef',
    accentWall: '#cdc3e6',
    floorA: '#bfa58a',
    floorB: '#a98f74',
    accent: '#2a9d8f',
    accent2: '#f4a261',
    fabric: '#8e7dbe',
    fabricDark: '#6f5fa0',
    wood: '#b08968',
    woodDark: '#7f5539',
    metal: '#2b2b2b',
    skyTop: '#ffcf99',
    skyBottom: '#fff1dc',
    plant: '#5a9e6f',
    plantDark: '#3c7a51',
    rug: '#ebe5f5',
  },
];
