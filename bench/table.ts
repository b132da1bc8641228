// The bench's one table: group, figure, measured value, target and whether it is met.
export interface Row {
  group: string;
  figure: string;
  value: string;
  target?: string | undefined;
  /** undefined: no target for this figure. */
  ok?: boolean | undefined;
}

/** Figures as the table shows them. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;

export function formatTable(rows: readonly Row[]): string {
  const header = ['Group', 'Figure', 'Measured', 'Target', ''];
  const cells = rows.map((r) => [
    r.group,
    r.figure,
    r.value,
    r.target ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (c: string[]) =>
    c
      .map((text, i) => text.padEnd(widths[i] as number))
      .join(' │ ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
  return [line(header), rule, ...cells.map(line)].join('\n');
}
