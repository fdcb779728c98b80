import type { RequestsInFlight } from '../http/requestsInFlight';

/**
 * The buffer's writes give way to the requests being answered (analyticsBatch.ts), except while
 * somebody waits for them: the conversion report and a lead in a running experiment flush the
 * buffer from inside their own request, which would otherwise wait for itself, up to
 * REQUESTS_WAIT_MS before each part. `awaited(write)` runs such a write; a background write
 * already waiting for a quiet moment is woken, since the write it is part of is now awaited.
 */
export function writesGate(requests: RequestsInFlight) {
  let awaiting = 0;
  const waiting = new Set<() => void>();
  const gate: RequestsInFlight = {
    busy: () => awaiting === 0 && requests.busy(),
    idle: (maxMs) =>
      awaiting > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const wake = () => {
              waiting.delete(wake);
              resolve();
            };
            waiting.add(wake);
            void requests.idle(maxMs).then(wake);
          }),
  };
  async function awaited<T>(write: () => Promise<T>): Promise<T> {
    awaiting += 1;
    for (const wake of [...waiting]) wake();
    try {
      return await write();
    } finally {
      awaiting -= 1;
    }
  }
  return { gate, awaited };
}
