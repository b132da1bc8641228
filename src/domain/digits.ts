/** Keeps only 0-9: masks like ###.###.###-## and (##) #####-#### are stored as digits. */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}
