// Seed of the resident services, safe to run on every start (after the contracts seed):
// - reference rows, always (ON CONFLICT DO NOTHING): the inspection questions of the nine rooms
//   and the extra services (Limpeza, Manutenção, Lavanderia) with prices;
// - while their tables are empty: tutorials (general and per enterprise), shared areas (places)
//   of every enterprise, and community tasks in the coming weeks;
// - for the demo resident's Ativo contract, if there is one (the contracts seed makes it): two
//   tickets with replies (one 'Aberto', one 'Resolvido'), two keys (no selfie: the app shows a
//   placeholder), a Wi-Fi tutorial for the unit, an announced visitor, a cleaning booking and a
//   task subscription; each only if the resident has none of that kind yet.
import { type Kysely, sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { today } from '../../../src/domain/dates.ts';
import type { InspectionRoom } from '../../../src/domain/inspection.ts';
import type { Database } from '../schema.ts';
import { DEMO_USER } from './demo-user.ts';

const SERVICES_LOCK_KEY = 7_106_003;
const TIME_ZONE = 'America/Sao_Paulo';

type Db = Kysely<Database>;

/** [title, question] per room, in display order. */
export const INSPECTION_QUESTIONS: Record<InspectionRoom, readonly (readonly [string, string])[]> = {
  sala: [
    ['Paredes e teto', 'As paredes e o teto estão sem manchas, furos ou rachaduras?'],
    ['Piso', 'O piso está limpo e sem danos?'],
    ['Móveis', 'O sofá, a mesa e as cadeiras estão em bom estado?'],
    ['Iluminação e tomadas', 'Todas as lâmpadas e tomadas funcionam?'],
  ],
  cozinha: [
    ['Eletrodomésticos', 'A geladeira, o cooktop e o micro-ondas funcionam?'],
    ['Pia e torneira', 'A pia e a torneira funcionam sem vazamentos?'],
    ['Armários', 'As portas e gavetas dos armários abrem e fecham bem?'],
    ['Utensílios', 'Pratos, copos, talheres e panelas estão completos e sem avarias?'],
  ],
  lavanderia: [
    ['Máquina de lavar', 'A máquina de lavar funciona?'],
    ['Tanque', 'O tanque e a torneira estão sem vazamentos?'],
    ['Varal', 'O varal está firme e completo?'],
  ],
  varanda: [
    ['Proteção', 'O guarda-corpo e a rede de proteção estão firmes e sem danos?'],
    ['Piso e ralo', 'O piso está limpo e o ralo escoa a água?'],
  ],
  banheiro_solteiro: [
    ['Chuveiro', 'O chuveiro esquenta e tem boa pressão?'],
    ['Vaso sanitário', 'A descarga funciona e o vaso não vaza?'],
    ['Pia e espelho', 'A pia, a torneira e o espelho estão em bom estado?'],
  ],
  escritorio: [
    ['Mesa e cadeira', 'A mesa e a cadeira estão em bom estado?'],
    ['Tomadas e internet', 'As tomadas funcionam e o Wi-Fi chega bem ao cômodo?'],
  ],
  quarto_de_solteiro: [
    ['Cama e colchão', 'A cama e o colchão estão limpos e sem danos?'],
    ['Guarda-roupa', 'O guarda-roupa abre, fecha e tem cabides?'],
    ['Janela e cortina', 'A janela veda bem e a cortina ou persiana funciona?'],
  ],
  quarto_de_casal: [
    ['Cama e colchão', 'A cama e o colchão estão limpos e sem danos?'],
    ['Guarda-roupa', 'O guarda-roupa abre, fecha e tem cabides?'],
    ['Janela e cortina', 'A janela veda bem e a cortina ou persiana funciona?'],
    ['Climatização', 'O ar-condicionado ou o ventilador funciona?'],
  ],
  banheiro_casal: [
    ['Chuveiro', 'O chuveiro esquenta e tem boa pressão?'],
    ['Vaso sanitário', 'A descarga funciona e o vaso não vaza?'],
    ['Box e rejunte', 'O box e o rejunte estão sem mofo ou rachaduras?'],
  ],
};

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

const GENERAL_TUTORIALS = [
  {
    title: 'Bem-vindo à sua Tokaas',
    description: 'O que está incluído na mensalidade e onde encontrar cada coisa no app.',
    content: [
      'Sua Tokaas já vem com tudo: condomínio, IPTU, água (100 litros por mês), energia (100 kWh por mês) e internet.',
      '',
      '- **Faturas**: pagas antecipadamente, por Pix ou cartão, em Minhas tokaas › Faturas.',
      '- **Chaves digitais**: crie uma chave com selfie para você e para quem mora com você.',
      '- **Vistorias**: faça a de entrada em até 24 horas e a de saída 30 minutos antes de sair.',
      '- **Suporte**: abra um ticket a qualquer hora; respondemos pelo próprio app.',
    ].join('\n'),
  },
  {
    title: 'Chaves digitais',
    description: 'Como criar, editar e apagar as chaves de acesso da sua unidade.',
    content: [
      'Em Minhas tokaas › Chaves, toque em **Nova chave**, informe um nome, um código (opcional) e tire uma selfie.',
      '',
      '- A selfie identifica quem usa a chave na portaria; ela é guardada com segurança e só você a vê no app.',
      '- Cada contrato pode ter até 10 chaves. Apague as que não usa mais.',
      '- Um pagamento com mais de 72 horas de atraso suspende as chaves; elas voltam a funcionar assim que a fatura é paga.',
    ].join('\n'),
  },
  {
    title: 'Vistoria de entrada e de saída',
    description: 'Registre o estado da unidade e evite cobranças por danos que não foram seus.',
    content: [
      'A vistoria de entrada deve ser feita em até 24 horas após o check-in; a de saída, 30 minutos antes de sair.',
      '',
      'Responda Sim ou Não para cada item de cada cômodo. Quando marcar **Não**, descreva o problema na observação e, se puder, anexe fotos.',
      'Sem sinal? O app guarda suas respostas e envia assim que a conexão voltar.',
    ].join('\n'),
  },
  {
    title: 'Coleta de lixo e reciclagem',
    description: 'Como separar o lixo e onde descartá-lo.',
    content: [
      'Separe o lixo em três: **orgânico**, **reciclável** (papel, plástico, metal e vidro limpos) e **rejeito**.',
      '',
      '- Leve os sacos fechados até a lixeira do térreo; não deixe lixo no corredor.',
      '- Óleo de cozinha vai em garrafa PET fechada, no ponto de coleta da portaria.',
      '- Pilhas e eletrônicos: caixa de descarte na portaria.',
    ].join('\n'),
  },
  {
    title: 'Serviços sob demanda',
    description: 'Limpeza, manutenção e lavanderia quando você precisar.',
    content: [
      'Em Minhas tokaas › Serviços, escolha o serviço, o dia e o período (Manhã, Tarde ou Noite).',
      '',
      'O valor é cobrado na sua próxima fatura. Para cancelar, abra um ticket com pelo menos 24 horas de antecedência.',
    ].join('\n'),
  },
] as const;

function enterpriseTutorials(name: string) {
  return [
    {
      title: 'Portaria e visitantes',
      description: `Horários da portaria do ${name} e como liberar visitas.`,
      content: [
        'A portaria funciona das 7h às 21h; fora desse horário, a entrada é pela sua chave digital.',
        '',
        '- Visitas precisam ser informadas com 72 horas de antecedência, em Visitantes.',
        '- No dia, toque em **Liberar** para avisar a portaria de que a visita pode subir.',
        '- Encomendas ficam na portaria até 7 dias.',
      ].join('\n'),
    },
    {
      title: 'Wi-Fi e internet',
      description: 'Como se conectar à internet da sua unidade.',
      content: [
        'Cada unidade tem seu próprio roteador, com internet de fibra incluída na mensalidade.',
        '',
        'O nome da rede e a senha estão na etiqueta do roteador e no tutorial da sua unidade. Nas áreas comuns, use a rede **Tokaas-Comum**.',
      ].join('\n'),
    },
    {
      title: 'Lavanderia coletiva',
      description: 'Como reservar e usar as máquinas da lavanderia do prédio.',
      content: [
        'Reserve um horário em Espaços comuns › Lavanderia coletiva (até 3 reservas futuras por morador).',
        '',
        '- Use sabão líquido na dose indicada na máquina.',
        '- Retire as roupas ao fim do seu horário, para não atrasar o próximo morador.',
      ].join('\n'),
    },
  ];
}

interface PlaceSeed {
  name: string;
  description: string;
  opens_at: string;
  closes_at: string;
  slot_minutes: number;
}

function placesFor(enterpriseId: number): PlaceSeed[] {
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

/** A moment in São Paulo `days` from today at `hour`:00. */
function saoPauloAt(days: number, hour: number): Date {
  const zoned = today(TIME_ZONE)
    .add({ days })
    .toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from({ hour }) });
  return new Date(zoned.epochMilliseconds);
}

async function isEmpty(db: Db, table: 'tutorials' | 'places' | 'tasks'): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function seedReferenceRows(db: Db): Promise<void> {
  const questions = Object.entries(INSPECTION_QUESTIONS).flatMap(([room, list]) =>
    list.map(([title, question], position) => ({ room: room as InspectionRoom, title, question, position })),
  );
  await db
    .insertInto('inspection_questions')
    .values(questions)
    .onConflict((oc) => oc.columns(['room', 'title']).doNothing())
    .execute();
  await db
    .insertInto('services')
    .values(SERVICES.map((s, position) => ({ ...s, position })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

async function seedBuildingLife(db: Db): Promise<void> {
  const enterprises = await db.selectFrom('enterprises').select(['id', 'name']).orderBy('id').execute();
  if (await isEmpty(db, 'tutorials')) {
    await db
      .insertInto('tutorials')
      .values([
        ...GENERAL_TUTORIALS.map((t, position) => ({ ...t, position })),
        ...enterprises.flatMap((e) =>
          enterpriseTutorials(e.name).map((t, position) => ({ ...t, enterprise_id: e.id, position })),
        ),
      ])
      .execute();
  }
  if (enterprises.length > 0 && (await isEmpty(db, 'places'))) {
    await db
      .insertInto('places')
      .values(enterprises.flatMap((e) => placesFor(e.id).map((p) => ({ ...p, enterprise_id: e.id }))))
      .execute();
  }
  if (await isEmpty(db, 'tasks')) {
    await db
      .insertInto('tasks')
      .values([
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
      ])
      .execute();
  }
}

async function seedDemoResident(db: Db): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where(sql<string>`lower(email)`, '=', DEMO_USER.email.toLowerCase())
    .executeTakeFirst();
  if (!user) return;
  const contract = await db
    .selectFrom('contracts as c')
    .innerJoin('apartments as a', 'a.id', 'c.apartment_id')
    .select(['c.id', 'c.apartment_id', 'a.unit_number', 'a.enterprise_id', 'c.check_in', 'c.check_out'])
    .where('c.user_id', '=', user.id)
    .where('c.contract_status_id', '=', 4)
    // The contracts seed makes two Ativo contracts; the one whose entry inspection is done is
    // the lived-in one (the other waits for its check-in form).
    .orderBy(
      sql`EXISTS (SELECT 1 FROM inspections i WHERE i.contract_id = c.id AND i.kind = 'check_in')`,
      'desc',
    )
    .orderBy('c.check_in', 'desc')
    .orderBy('c.id', 'desc')
    .executeTakeFirst();
  if (!contract) return; // the contracts seed has not made it (yet): nothing to attach to
  const now = today(TIME_ZONE);
  const within = (days: number) => {
    const date = now.add({ days }).toString();
    return date >= contract.check_in && date <= contract.check_out ? date : undefined;
  };

  const hasTicket = await db
    .selectFrom('tickets')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!hasTicket) {
    const ago = (days: number, hour: number) => saoPauloAt(-days, hour);
    const resolved = await db
      .insertInto('tickets')
      .values({
        user_id: user.id,
        enterprise_contract_id: contract.id,
        title: 'Chuveiro sem água quente',
        description: 'O chuveiro do banheiro de casal parou de esquentar ontem à noite.',
        status: 'Resolvido',
        created_at: ago(9, 8),
        updated_at: ago(7, 16),
        resolved_at: ago(7, 16),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ticket_replies')
      .values([
        {
          ticket_id: resolved.id,
          user_id: null,
          author_name: 'Equipe Tokaas',
          description: 'Olá! Um técnico passará amanhã entre 9h e 12h. Alguém precisa estar na unidade?',
          created_at: ago(9, 10),
        },
        {
          ticket_id: resolved.id,
          user_id: user.id,
          author_name: user.name,
          description: 'Pode vir, estarei em casa. Obrigada!',
          created_at: ago(9, 11),
        },
        {
          ticket_id: resolved.id,
          user_id: null,
          author_name: 'Equipe Tokaas',
          description:
            'Resistência trocada e chuveiro testado. Se voltar a acontecer, é só abrir outro chamado.',
          created_at: ago(7, 16),
        },
      ])
      .execute();
    const open = await db
      .insertInto('tickets')
      .values({
        user_id: user.id,
        enterprise_contract_id: contract.id,
        title: 'Dúvida sobre a cobrança de energia',
        description:
          'A fatura deste mês mostra consumo de energia acima de 100 kWh. Como é feito esse cálculo?',
        status: 'Aberto',
        created_at: ago(1, 9),
        updated_at: ago(1, 9),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ticket_replies')
      .values({
        ticket_id: open.id,
        user_id: user.id,
        author_name: user.name,
        description: 'Complementando: o ar-condicionado ficou ligado quase todas as noites.',
        created_at: ago(1, 9),
      })
      .execute();
  }

  const hasKey = await db
    .selectFrom('contract_keys')
    .select('id')
    .where('contract_id', '=', contract.id)
    .executeTakeFirst();
  if (!hasKey) {
    await db
      .insertInto('contract_keys')
      .values([
        { contract_id: contract.id, user_id: user.id, name: 'Minha chave', code: '4821' },
        { contract_id: contract.id, user_id: user.id, name: 'Chave da Ana', code: null },
      ])
      .execute();
  }

  const hasUnitTutorial = await db
    .selectFrom('tutorials')
    .select('id')
    .where('apartment_id', '=', contract.apartment_id)
    .executeTakeFirst();
  if (!hasUnitTutorial) {
    await db
      .insertInto('tutorials')
      .values({
        apartment_id: contract.apartment_id,
        title: `Wi-Fi da unidade ${contract.unit_number}`,
        description: 'Nome da rede e senha do roteador da sua unidade.',
        content: [
          `Rede: **Tokaas-${contract.unit_number}**`,
          `Senha: **morar-${contract.apartment_id}-tokaas**`,
          '',
          'Se a internet cair, desligue o roteador da tomada por 30 segundos. Persistindo, abra um ticket.',
        ].join('\n'),
      })
      .execute();
  }

  const visitDate = within(5);
  const hasVisitor = await db
    .selectFrom('visitors')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!hasVisitor && visitDate) {
    await db
      .insertInto('visitors')
      .values({
        user_id: user.id,
        contract_id: contract.id,
        name: 'Ana Paula Souza',
        document: '12.345.678-9',
        date: visitDate,
      })
      .execute();
  }

  const cleaningDate = within(4);
  const hasBooking = await db
    .selectFrom('contract_services')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const cleaning = await db
    .selectFrom('services')
    .select(['id', 'price'])
    .where('slug', '=', 'limpeza')
    .executeTakeFirst();
  if (!hasBooking && cleaningDate && cleaning) {
    await db
      .insertInto('contract_services')
      .values({
        contract_id: contract.id,
        user_id: user.id,
        service_id: cleaning.id,
        date: cleaningDate,
        period: 'Manhã',
        notes: 'Por favor, trocar também as toalhas.',
        price: cleaning.price,
      })
      .execute();
  }

  const hasSubscription = await db
    .selectFrom('task_subscriptions')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const task = await db
    .selectFrom('tasks')
    .select('id')
    .where('enterprise_id', '=', contract.enterprise_id)
    .where('starts_at', '>', new Date())
    .orderBy('starts_at')
    .executeTakeFirst();
  if (!hasSubscription && task) {
    await db.insertInto('task_subscriptions').values({ task_id: task.id, user_id: user.id }).execute();
  }
}

export async function seedServices(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Several processes may start at once on one PostgreSQL server: one seeds, the rest wait.
    await sql`SELECT pg_advisory_xact_lock(${SERVICES_LOCK_KEY})`.execute(trx);
    await seedReferenceRows(trx);
    await seedBuildingLife(trx);
    await seedDemoResident(trx);
  });
}
