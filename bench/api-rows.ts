// The API rows: autocannon on the search with filters, the demo resident's contract list and a
// trivial route, against a running bench server; the search ÷ trivial ratio is the target on
// PostgreSQL.
import { CONTRACT_LIST_PATH, searchPath, type Throughput, TRIVIAL_PATH, throughput } from './api.ts';
import type { BenchServer } from './server.ts';
import type { Row } from './table.ts';

export async function apiRows(
  target: BenchServer,
  label: string,
  load: { seconds: number; connections: number },
  log: (line: string) => void,
): Promise<Row[]> {
  log(`API throughput on ${label} (${load.seconds} s per route, ${load.connections} connections)`);
  const run = (p: string, token?: string): Promise<Throughput> =>
    throughput(`${target.url}${p}`, { ...load, ...(token ? { token } : {}) });
  const search = await run(searchPath(new Date()));
  const contracts = await run(CONTRACT_LIST_PATH, target.data.demoToken);
  const trivial = await run(TRIVIAL_PATH);
  const fig = (t: Throughput) =>
    `${Math.round(t.rps)} req/s, p99 ${t.p99} ms${t.errors ? `, ${t.errors} errors` : ''}`;
  return [
    {
      group: `API on ${label}`,
      figure: `search with filters (${target.data.units} units)`,
      value: fig(search),
    },
    { group: `API on ${label}`, figure: 'contract list (demo resident)', value: fig(contracts) },
    { group: `API on ${label}`, figure: `trivial route (GET ${TRIVIAL_PATH})`, value: fig(trivial) },
    {
      group: `API on ${label}`,
      figure: 'search ÷ trivial (req/s)',
      value: (search.rps / trivial.rps).toFixed(2),
      target: label === 'PostgreSQL' ? '≥ 0.10' : '',
      ok: label === 'PostgreSQL' ? search.rps / trivial.rps >= 0.1 : undefined,
    },
  ];
}
