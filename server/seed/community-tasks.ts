// The community tasks of the coming weeks: two for everyone (one online) and, in every building,
// a games night and a garden work party on staggered days.
import { saoPauloAt } from './sao-paulo-time.ts';

export function communityTasks(enterprises: readonly { id: number }[]) {
  return [
    {
      title: 'Café de boas-vindas',
      description: 'Conheça os vizinhos e a equipe Tokaas num café da manhã no coworking.',
      location: 'Coworking do seu prédio',
      starts_at: saoPauloAt(5, 9),
      ends_at: saoPauloAt(5, 11),
      capacity: null,
    },
    {
      title: 'Oficina de compostagem',
      description: 'Aprenda a transformar restos de comida em adubo, mesmo morando em apartamento.',
      location: 'Online (link enviado aos inscritos)',
      starts_at: saoPauloAt(12, 19),
      ends_at: saoPauloAt(12, 20),
      capacity: 40,
    },
    ...enterprises.flatMap((e, i) => [
      {
        enterprise_id: e.id,
        title: 'Noite de jogos',
        description: 'Jogos de tabuleiro e pizza no coworking. Traga seu jogo preferido!',
        location: 'Coworking',
        starts_at: saoPauloAt(3 + (i % 4), 19),
        ends_at: saoPauloAt(3 + (i % 4), 22),
        capacity: 20,
      },
      {
        enterprise_id: e.id,
        title: 'Mutirão da horta',
        description: 'Plantio e manutenção da horta comunitária. Luvas e ferramentas por nossa conta.',
        location: 'Horta do térreo',
        starts_at: saoPauloAt(8 + (i % 5), 10),
        ends_at: saoPauloAt(8 + (i % 5), 12),
        capacity: 12,
      },
    ]),
  ];
}
