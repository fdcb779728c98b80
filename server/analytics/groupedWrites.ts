/**
 * Writes the items handed in while a write runs together, in the next one: each caller's promise
 * settles when the write that held its item has committed (or failed). The first item of a quiet
 * moment waits one turn of the event loop (setImmediate), so the items read in the same turn go
 * together, as the lead writer groups its leads (server/data/leadWriter.ts).
 *
 * Why: a lead's count in the analytics was one statement of its own, committed (and fsync'd on
 * PGlite) apart from the lead's group. On PGlite's one connection those statements took turns with
 * the leads' groups: 16 leads at once stored 364 a second, the counts holding the connection for
 * most of that time (docs/analytics.md, "A lead's count, written with the others").
 */
export function groupedWrites<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let queue: Array<{ item: T; resolve: () => void; reject: (error: unknown) => void }> = [];
  let running = false;

  async function drain() {
    while (queue.length > 0) {
      const group = queue;
      queue = [];
      try {
        await write(group.map((entry) => entry.item));
        for (const entry of group) entry.resolve();
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
    });
}
