// GET /api/frequently-asked-questions and POST /contact/create.
import { Hono } from 'hono';
import { CM, contactRequest, faqQuery } from '../../src/api/catalogue.ts';
import type { AppEnv, Deps } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { limiter } from '../http/rate-limit.ts';
import { body, query } from '../http/validate.ts';

const HOME_FAQ_COUNT = 6;

export function supportRoutes({ db, config }: Deps) {
  // The contact form writes to the team's inbox: a few messages an hour per sender is plenty.
  const perEmail = limiter(db, 'contactPerEmail');
  const perAddress = limiter(db, 'contactPerAddress');
  const app = new Hono<AppEnv>();

  app.get('/api/frequently-asked-questions', async (c) => {
    const { home } = query(c, faqQuery);
    const data = await db
      .selectFrom('faqs')
      .select(['id', 'title', 'description', 'youtube_url'])
      .$if(home === true, (qb) => qb.where('on_home', '=', true).limit(HOME_FAQ_COUNT))
      .orderBy('position')
      .orderBy('id')
      .execute();
    return c.json({ data: { data } });
  });

  app.post('/contact/create', async (c) => {
    const input = await body(c, contactRequest);
    await perAddress.hit(clientAddress(c, config.trustProxy));
    await perEmail.hit(input.email);
    const row = await db
      .insertInto('contact_messages')
      .values(input)
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ data: { id: row.id }, message: CM.contactThanks }, 201);
  });

  return app;
}
