// The demo resident's two support tickets on the lived-in contract: a resolved one with the
// team's replies and an open one, dated in the last days.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { saoPauloAt } from './sao-paulo-time.ts';

type Db = Kysely<Database>;

export async function insertDemoTickets(
  db: Db,
  user: { id: number; name: string },
  contract: { id: number },
): Promise<void> {
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
