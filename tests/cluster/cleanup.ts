// Everything the cluster test starts is registered here and stopped on any exit: a normal end, a
// failed check, an uncaught error, Ctrl-C or SIGTERM. The handlers run synchronously (process
// 'exit' allows nothing else), so each one kills by process id or runs a blocking command.

const handlers: { name: string; stop: () => void }[] = [];
let installed = false;

/** Registers a synchronous stop; returns a function that unregisters it (once stopped cleanly). */
export function onCleanup(name: string, stop: () => void): () => void {
  install();
  const entry = { name, stop };
  handlers.push(entry);
  return () => {
    const at = handlers.indexOf(entry);
    if (at >= 0) handlers.splice(at, 1);
  };
}

/** Runs every registered stop, newest first (the API processes before the database). */
export function cleanupAll(): void {
  while (handlers.length > 0) {
    const entry = handlers.pop();
    if (!entry) break;
    try {
      entry.stop();
    } catch (error) {
      console.error(`cleanup ${entry.name}:`, error instanceof Error ? error.message : error);
    }
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', cleanupAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the cluster`);
      process.exit(130);
    });
  }
  process.on('uncaughtException', (error) => {
    console.error('cluster test: uncaught', error);
    process.exit(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error('cluster test: unhandled rejection', error);
    process.exit(1);
  });
}

/** Sends a signal to a process id, ignoring one that is already gone. */
export function killQuietly(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}
