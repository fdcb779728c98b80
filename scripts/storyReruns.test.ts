import { describe, expect, it } from 'vitest';
import { filesToRerun, MAX_RERUN_FILES } from './storyReruns.mjs';

const timedOut = (file: string) => ({
  file,
  messages: [
    'thrown: "Exceeded timeout of 120000 ms for a test.\nAdd a timeout value to this test..."',
    'page.evaluate: Target page, context or browser has been closed',
  ],
});
const failed = (file: string, message: string) => ({ file, messages: [message] });

describe('which story files a failed run tries once more', () => {
  it('tries again a file that ran out of time, with the failures that followed on its page', () => {
    expect(filesToRerun([timedOut('a.stories.tsx')])).toEqual(['a.stories.tsx']);
    const playwright = failed('b.stories.tsx', 'page.screenshot: Timeout 30000ms exceeded.');
    expect(filesToRerun([timedOut('a.stories.tsx'), playwright])).toEqual([
      'a.stories.tsx',
      'b.stories.tsx',
    ]);
  });

  it('lets every other failure stand, and the whole run with it', () => {
    const assertion = failed('c.stories.tsx', 'expect(element).toBeVisible()');
    const rest = failed('d.stories.tsx', 'x never came to rest for its capture: a toast moved');
    const capture = failed('e.stories.tsx', 'Expected image to match or be a close match');
    for (const other of [assertion, rest, capture]) {
      expect(filesToRerun([other])).toEqual([]);
      expect(filesToRerun([timedOut('a.stories.tsx'), other])).toEqual([]);
    }
  });

  it('tries nothing when the run failed before any file did, or when too many ran out of time', () => {
    expect(filesToRerun([])).toEqual([]);
    const many = Array.from({ length: MAX_RERUN_FILES + 1 }, (_, i) =>
      timedOut(`f${i}.stories.tsx`),
    );
    expect(filesToRerun(many)).toEqual([]);
    expect(filesToRerun(many.slice(0, MAX_RERUN_FILES))).toHaveLength(MAX_RERUN_FILES);
  });
});
