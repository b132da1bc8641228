// GET /api/frequently-asked-questions and POST /contact/create.
import { Hono } from 'hono';
import { CM, contactRequest, faqQuery } from '../../src/api/catalogue.ts';
import type { AppEnv, Deps } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { limiter } from '../http/rate-limit.ts';
import { body, query } from '../http/validate.ts';
import { faqs, sendContactMessage } from './service.ts';

export function supportRoutes({ db, config }: Deps) {
  // The contact form writes to the team's inbox: a few messages an hour per sender is plenty.
  const perEmail = limiter(db, 'contactPerEmail');
  const perAddress = limiter(db, 'contactPerAddress');
  const app = new Hono<AppEnv>();

  app.get('/api/frequently-asked-questions', async (c) => {
    const { home } = query(c, faqQuery);
    return c.json({ data: { data: await faqs(db, home === true) } });
  });

  app.post('/contact/create', async (c) => {
    const input = await body(c, contactRequest);
    await perAddress.hit(clientAddress(c, config.trustProxy));
    await perEmail.hit(input.email);
    const id = await sendContactMessage(db, input);
    return c.json({ data: { id }, message: CM.contactThanks }, 201);
  });

  return app;
}
