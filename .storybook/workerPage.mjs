// One browser context and preview page per stories worker, handed from one test file to the next
// (.storybook/storyEnvironment.mjs). Opening the preview page compiles the whole Storybook bundle
// in a fresh renderer: about a core-second per file, and some 127 files a run.
//
// What a file could leave behind for the next is what a story could already leave for the next
// story of its own file, and each story starts clean of it: the story clock and seeded random
// (storyClock.ts), MSW's handlers (its loader), the viewport, reduced motion, pointer, focus and
// toasts (.storybook/test-runner.ts). What a file kept across its own stories, and stories never
// reset, is cleared here: storage and cookies. A file that failed does not hand its page on.

/** @typedef {{ browser: import('playwright').Browser, context: import('playwright').BrowserContext, page: import('playwright').Page }} WorkerPage */

/** @type {WorkerPage | null} */
let kept = null;

/** The page the last file of this worker left, if it can be used again. */
export async function keptPage() {
  if (kept && (!kept.browser.isConnected() || kept.page.isClosed())) dropPage();
  return kept;
}

/** Hands the page on to the next file of this worker. */
export function keepPage(page) {
  kept = page;
  closeWhenWorkerEnds();
}

// jest-worker's word to a worker that the run is over (CHILD_MESSAGE_END in its types).
const CHILD_MESSAGE_END = 2;
let listening = false;

/**
 * Jest ends a worker by telling it so and waiting half a second for its event loop to empty. The
 * kept connection to the browser would hold it open until Jest killed it, with a warning about
 * leaking tests. Closing the connection on that word was not always enough: at load 13-16 the
 * close took longer than the half second once (a fresh-clone run on 2026-12-04). So the worker
 * leaves at once: its files are done and reported, its output is written (a pipe is written
 * synchronously on Linux), and the browser server, which jest-playwright closes after the run,
 * drops the connection itself. A worker run in Jest's own process (one worker) has no channel,
 * and Jest ends that process itself.
 */
function closeWhenWorkerEnds() {
  if (listening || !process.send) return;
  listening = true;
  process.on('message', (message) => {
    if (Array.isArray(message) && message[0] === CHILD_MESSAGE_END) process.exit(0);
  });
}

/** The next file opens its own connection, context and page; this one closes with its file. */
export function dropPage() {
  kept = null;
}

/** Storage the stories of the last file wrote, cleared before the next file's first story. */
export async function clearForNextFile({ context, page }) {
  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
