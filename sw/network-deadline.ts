// A server-rendered page on a slow network: the network's answer if it comes within the deadline,
// else what the device has (`fallback`: the page's last copy or the shell). A network that fails
// outright gets the fallback at once. Lie-fi — connected, with answers that take 20 s or never
// come — would otherwise leave a blank page until the answer. Without a fallback the network is
// all there is, so it is awaited.

/** Long enough for a real answer on a slow phone network, short enough not to look broken. */
export const PAGE_DEADLINE_MS = 2_500;

export interface DeadlineOptions {
  deadlineMs?: number;
  /** Injected for tests. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function networkWithDeadline(
  network: Promise<Response>,
  fallback: () => Promise<Response | undefined>,
  { deadlineMs = PAGE_DEADLINE_MS, wait = sleep }: DeadlineOptions = {},
): Promise<Response> {
  const first = await Promise.race([
    network.then(
      (response) => ({ by: 'network' as const, response }),
      () => ({ by: 'failure' as const }),
    ),
    wait(deadlineMs).then(() => ({ by: 'deadline' as const })),
  ]);
  if (first.by === 'network') return first.response;
  const kept = await fallback().catch(() => undefined);
  return kept ?? network;
}
