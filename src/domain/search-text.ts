/** Lower case without accents, for accent-insensitive matching ('São Paulo' → 'sao paulo'). */
export function searchName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
