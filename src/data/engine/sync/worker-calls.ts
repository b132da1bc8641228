// The page's calls into the sync worker and the worker's events, over postMessage. comlink did
// this, at ~1.4 KB gzip of the worker's 40 KB budget, for what is here: calls by method name with
// cloneable arguments, each answered once with its value or its error's message; and events the
// worker posts to the page (a `SyncEvent` in `{ event }`).

/** A call from the page: the method's name and its arguments, by number. */
export interface WorkerCall {
  id: number;
  method: string;
  args: unknown[];
}

/** What the worker posts: a call's answer (`value` or `error`), or an event. */
export type WorkerMessage<Event> =
  | { id: number; value?: unknown; error?: string }
  | { id?: undefined; event: Event };

/** The worker's methods as the page calls them: asynchronous, the answer awaited. */
export type WorkerCalls<Api> = {
  [Method in keyof Api]: Api[Method] extends (...args: infer Args) => infer Answer
    ? (...args: Args) => Promise<Awaited<Answer>>
    : never;
};

/** Either end: the worker's global scope, the page's Worker (or a MessagePort, in tests). */
export interface MessageEnd {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown): void;
}

/** In the worker (`scope` is its `self`): answers each call with its method's value or error's message. */
export function answerCalls(scope: MessageEnd, api: Record<string, (...args: never[]) => unknown>): void {
  scope.addEventListener('message', async ({ data }: MessageEvent<WorkerCall>) => {
    const { id, method, args } = data;
    try {
      // The page's calls are typed by WorkerCalls<typeof api>; the arguments come as it sent them.
      scope.postMessage({ id, value: await api[method]?.(...(args as never[])) });
    } catch (error) {
      scope.postMessage({ id, error: String(error) });
    }
  });
}

/** On the page: the worker's methods, and its events handed to `onEvent`. */
export function callsInto<Api, Event>(worker: MessageEnd, onEvent: (event: Event) => void): WorkerCalls<Api> {
  let last = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  worker.addEventListener('message', ({ data }: MessageEvent<WorkerMessage<Event>>) => {
    if (data.id === undefined) return onEvent(data.event);
    const call = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.error === undefined) call?.resolve(data.value);
    else call?.reject(new Error(data.error));
  });
  const call =
    (method: string) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        last += 1;
        waiting.set(last, { resolve, reject });
        worker.postMessage({ id: last, method, args } satisfies WorkerCall);
      });
  // Not a thenable: an async function returning it must not call the worker's 'then'.
  return new Proxy({} as WorkerCalls<Api>, {
    get: (_, method) => (method === 'then' ? undefined : call(String(method))),
  });
}
