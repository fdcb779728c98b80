// A Jest reporter for the stories (test-runner-jest.config.js): when STORY_FAILURES names a file,
// each failed story file is written to it with its failure messages, so scripts/test-stories.mjs
// can tell a story that hung under load (a time limit) from one that failed (scripts/storyReruns.mjs).
import { writeFileSync } from 'node:fs';

export default class StoryFailuresReporter {
  onRunComplete(_contexts, results) {
    const out = process.env.STORY_FAILURES;
    if (!out) return;
    const failed = results.testResults
      .filter((file) => file.numFailingTests > 0 || file.testExecError)
      .map((file) => ({
        file: file.testFilePath,
        messages: [
          ...(file.testExecError ? [String(file.testExecError.message)] : []),
          ...file.testResults
            .filter((test) => test.status === 'failed')
            .flatMap((test) => test.failureMessages),
        ],
      }));
    writeFileSync(out, JSON.stringify(failed));
  }
}
