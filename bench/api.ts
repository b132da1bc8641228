// API throughput: autocannon (in its own process, so the load generator does not share the
// server's event loop) against the bench server on 127.0.0.1, a bounded run per route.
import { execFile } from 'node:child_process';
import path from 'node:path';

export interface Throughput {
  rps: number;
  p99: number;
  errors: number;
}

const AUTOCANNON = path.resolve('node_modules/autocannon/autocannon.js');

export function throughput(
  url: string,
  options: { seconds: number; connections: number; token?: string },
): Promise<Throughput> {
  const args = [AUTOCANNON, '--json', '-c', String(options.connections), '-d', String(options.seconds)];
  if (options.token) args.push('-H', `Authorization=Bearer ${options.token}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { timeout: (options.seconds + 60) * 1000 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p99: number };
        errors: number;
        timeouts: number;
        non2xx: number;
      };
      resolve({
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}

/** The bench's search: filters and a period over the whole catalogue, one page of 20. */
export function benchSearchQuery(today: Date): Record<string, string> {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    checkin: day(30),
    checkout: day(40),
    price_min: '1500',
    price_max: '9000',
    people: '2',
    rooms: '1',
    order: 'price_asc',
    page: '1',
    perPage: '20',
  };
}

export function searchPath(today: Date): string {
  return `/enterprise/apartment/list?${new URLSearchParams(benchSearchQuery(today))}`;
}

export const CONTRACT_LIST_PATH = '/user/contract';
/** A route whose work is a small fixed query: the per-request overhead to compare against. */
export const TRIVIAL_PATH = '/city/states';
