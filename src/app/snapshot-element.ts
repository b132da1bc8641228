/** The element of the offline shell that holds a page's snapshot, just before #root (page-snapshot.ts). */
export const SNAPSHOT_ELEMENT_ID = 'app-snapshot';
