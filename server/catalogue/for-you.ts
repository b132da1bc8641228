// 'Tokaas selecionadas para você': a few units that can be hired now, the best ranked first. A
// resident with favourites sees units in the neighbourhoods they favourited before the others.
import { FOR_YOU_SIZE } from '../../src/api/catalogue.ts';
import type { DB } from '../db/connect.ts';
import { type ApartmentRow, apartmentRows } from './apartment-rows.ts';
import { availableExpression } from './availability.ts';

export function unitsForYou(db: DB, userId: number | undefined): Promise<ApartmentRow[]> {
  return apartmentRows(db)
    .where(availableExpression())
    .where('a.soon_release', '=', false)
    .$if(userId !== undefined, (qb) =>
      qb.orderBy(
        (eb) =>
          eb.exists(
            eb
              .selectFrom('favorites as f')
              .innerJoin('apartments as fa', 'fa.id', 'f.apartment_id')
              .innerJoin('enterprises as fe', 'fe.id', 'fa.enterprise_id')
              .select('f.id')
              .where('f.user_id', '=', userId as number)
              .whereRef('fe.neighborhood', '=', 'e.neighborhood'),
          ),
        'desc',
      ),
    )
    .orderBy('a.relevance', 'desc')
    .orderBy('a.id')
    .limit(FOR_YOU_SIZE)
    .execute();
}
