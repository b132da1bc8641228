// What the demo resident has on their lived-in Ativo contract, if there is one (the contracts
// seed makes it): tickets, two keys (no selfie: the app shows a placeholder), a Wi-Fi tutorial
// for the unit, an announced visitor, a cleaning booking and a task subscription; each only if
// the resident has none of that kind yet.
import { type Kysely, sql } from 'kysely';
import { today } from '../../src/domain/dates.ts';
import type { Database } from '../db/schema.ts';
import { insertDemoTickets } from './demo-tickets.ts';
import { DEMO_USER } from './demo-user.ts';
import { unitWifiTutorial } from './tutorials.ts';

type Db = Kysely<Database>;

export async function seedDemoResidentServices(db: Db): Promise<void> {
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
  const now = today();
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
    await insertDemoTickets(db, user, contract);
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
        ...unitWifiTutorial(contract),
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
