// The shared areas (places) of a building that residents book by the slot: every building has a
// laundry and a coworking; even ids add a gym, multiples of three a barbecue area.

export interface PlaceSeed {
  name: string;
  description: string;
  opens_at: string;
  closes_at: string;
  slot_minutes: number;
}

export function placesFor(enterpriseId: number): PlaceSeed[] {
  const places: PlaceSeed[] = [
    {
      name: 'Lavanderia coletiva',
      description: 'Duas lavadoras e duas secadoras. Sabão líquido incluso.',
      opens_at: '07:00',
      closes_at: '22:00',
      slot_minutes: 60,
    },
    {
      name: 'Coworking',
      description: 'Mesas compartilhadas, tomadas e Wi-Fi de alta velocidade.',
      opens_at: '08:00',
      closes_at: '22:00',
      slot_minutes: 120,
    },
  ];
  if (enterpriseId % 2 === 0) {
    places.push({
      name: 'Academia',
      description: 'Esteiras, bicicleta ergométrica e pesos livres.',
      opens_at: '06:00',
      closes_at: '23:00',
      slot_minutes: 60,
    });
  }
  if (enterpriseId % 3 === 0) {
    places.push({
      name: 'Churrasqueira',
      description: 'Área com churrasqueira, pia e mesas para até 15 pessoas.',
      opens_at: '10:00',
      closes_at: '22:00',
      slot_minutes: 240,
    });
  }
  return places;
}
