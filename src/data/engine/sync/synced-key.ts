// Kept apart from pull.ts, which loads every resource schema: screens only need the key.

/** The meta key marking that a resource was pulled at least once on this device. */
export const syncedKey = (resource: string) => `${resource}-synced`;
