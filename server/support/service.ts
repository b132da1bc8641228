// The FAQ list (all of it, or the few the home page shows) and the contact form's message to the
// team: the home page's count is a rule of this feature, not of its route or its SQL.
import type { z } from 'zod';
import type { contactRequest } from '../../src/api/catalogue.ts';
import type { DB } from '../db/connect.ts';
import { insertContactMessage, listFaqs } from './support-repository.ts';

const HOME_FAQ_COUNT = 6;

export const faqs = (db: DB, homeOnly: boolean) => listFaqs(db, homeOnly ? HOME_FAQ_COUNT : undefined);

/** Stores the message for the team; its id. */
export const sendContactMessage = (db: DB, message: z.output<typeof contactRequest>) =>
  insertContactMessage(db, message);
