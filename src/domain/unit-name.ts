// How a unit is named on cards and screens: its own name, or '{product} - {id padded to 4 digits}'.

export const PRODUCT_NAME = 'Tokaas';

/** 7 → '0007'; ids of 5+ digits are shown whole. */
export function padId(id: number): string {
  return String(id).padStart(4, '0');
}

export function unitDisplayName(unit: { id: number; name: string | null }): string {
  const name = unit.name?.trim();
  return name ? name : `${PRODUCT_NAME} - ${padId(unit.id)}`;
}
