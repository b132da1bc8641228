// The extra services a resident can book (Limpeza, Manutenção, Lavanderia), with their prices
// and in display order.

export const SERVICES = [
  {
    slug: 'limpeza',
    name: 'Limpeza',
    description:
      'Faxina completa da unidade, até 3 horas: cômodos, banheiros e cozinha, com troca da roupa de cama e de banho.',
    price: 120,
  },
  {
    slug: 'manutencao',
    name: 'Manutenção',
    description:
      'Visita técnica para pequenos reparos causados pelo uso: elétrica, hidráulica, móveis e eletrodomésticos. Peças à parte.',
    price: 90,
  },
  {
    slug: 'lavanderia',
    name: 'Lavanderia',
    description:
      'Lavagem, secagem e dobra de até 5 kg de roupas, com retirada e entrega na sua porta em até 48 horas.',
    price: 60,
  },
] as const;
