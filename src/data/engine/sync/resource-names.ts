// The names of the mirror's resources (resources.ts), apart from their schemas: the outbox's map of
// kinds names what an acknowledgement leaves stale without loading any answer schema.

export type ResourceName =
  | 'profile'
  | 'favorites'
  | 'preBookings'
  | 'tickets'
  | 'contracts'
  | 'cards'
  | 'inspectionForms'
  | 'notifications';
