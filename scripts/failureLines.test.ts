import { describe, expect, it } from 'vitest';
import { failuresIn } from './failureLines.mjs';

const red = (text: string) => `\u001b[31m${text}\u001b[39m`;

// Trimmed from a real `npm test` log (FORCE_COLOR=1, as test-all.mjs runs the suites).
const vitest = [
  ` ${red('❯')} server/test/s3rver.test.ts (2 tests | 1 failed) 194ms`,
  `${red('   × stores an object in full before it answers the put')} 130ms`,
  '   ✓ gives back through the SDK what was put 48ms',
  '',
  ` \u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m  server  server/test/s3rver.test.ts > stores an object in full before it answers the put`,
  `${red('\u001b[1mAssertionError\u001b[22m: object 1: expected 2097152 to be 16777216')}`,
  '',
  '- Expected',
  '+ Received',
].join('\n');

describe('the failures under the summary', () => {
  it("gives vitest's failed test with its assertion's first line, and the listing's × line", () => {
    expect(failuresIn(vitest)).toEqual([
      '× stores an object in full before it answers the put 130ms',
      'FAIL   server  server/test/s3rver.test.ts > stores an object in full before it answers the put',
      '  AssertionError: object 1: expected 2097152 to be 16777216',
    ]);
  });

  it("gives jest's and Playwright's errors, a line or two below the failure", () => {
    const jest = '  ● Site/LeadModal › Default › play-test\n\n    expect(element).toBeVisible()\n';
    const playwright = [
      '  1) [chromium] › e2e/leads.spec.ts:12:3 › a visitor books a demo ───',
      '',
      '    Test timeout of 60000ms exceeded.',
    ].join('\n');
    expect(failuresIn(jest)).toEqual([
      '● Site/LeadModal › Default › play-test',
      '  expect(element).toBeVisible()',
    ]);
    expect(failuresIn(playwright)).toEqual([
      '1) [chromium] › e2e/leads.spec.ts:12:3 › a visitor books a demo ───',
      '  Test timeout of 60000ms exceeded.',
    ]);
  });

  it('takes no error from the next failure, nor from lines further away', () => {
    const output = ['FAIL a.test.ts > one', 'FAIL a.test.ts > two', 'TypeError: of two'].join('\n');
    expect(failuresIn(output)).toEqual([
      'FAIL a.test.ts > one',
      'FAIL a.test.ts > two',
      '  TypeError: of two',
    ]);
    const far = ['FAIL a.test.ts > one', 'a', 'b', 'c', 'd', 'Error: too far'].join('\n');
    expect(failuresIn(far)).toEqual(['FAIL a.test.ts > one']);
  });

  it('lists each failure once, twelve at most, then how many more', () => {
    const many = Array.from({ length: 15 }, (_, i) => `FAIL t.test.ts > test ${i % 14}`).join('\n');
    const shown = failuresIn(many);
    expect(shown).toHaveLength(13);
    expect(shown.at(-1)).toBe('(and 2 more)');
  });
});
