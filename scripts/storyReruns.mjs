// Which story files a failed run may try once more (scripts/test-stories.mjs). Only a file that
// ran out of time: on a loaded 2-core machine a browser page can hang (a CI run's
// ELearningIntro, three stories that render one section, spent 248 s in axe until Jest's limit,
// and its next stories failed on the same stuck page). Any other failure (a play assertion, a
// capture that differs, an axe violation, a story that never comes to rest) fails at once,
// as does a run where some file failed for another reason, or where so many files ran out of
// time that the machine, not one page, is the problem.

/** Jest's own limit per story, and a Playwright call's. */
const TIMEOUT = /Exceeded timeout of \d+ ?ms|Timeout \d+ ?ms exceeded/;

/** More files out of time than this is no stuck page but a machine too slow for the suite. */
export const MAX_RERUN_FILES = 3;

/**
 * The files to run once more, or [] when the failures must stand.
 * @param {{ file: string, messages: string[] }[]} failed what storyFailuresReporter.mjs wrote
 */
export function filesToRerun(failed) {
  if (failed.length === 0 || failed.length > MAX_RERUN_FILES) return [];
  const timedOut = failed.filter((f) => f.messages.some((m) => TIMEOUT.test(m)));
  return timedOut.length === failed.length ? failed.map((f) => f.file) : [];
}
