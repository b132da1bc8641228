// Registers every kind of change the outbox knows. Import this once per context
// (page, sync worker, service worker) before enqueueing or draining.
import './favorites.ts';
import './tickets.ts';
import './keys.ts';
import './inspections.ts';
