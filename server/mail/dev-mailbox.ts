// A development mailbox (DEV_MAILBOX=1, never in production): the mail sent to one address, so a
// browser test reads a sign-up code where a person would, in their mail, not from the database.
import type { DB } from '../db/connect.ts';
import { mailTo } from './outbox-repository.ts';

const SHOWN = 20;

export const devMailbox = (db: DB, address: string) => mailTo(db, address, SHOWN);
