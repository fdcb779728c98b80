// What failed, in the runners' own words, for the summary under `npm test` (scripts/test-all.mjs):
// a CI log is often read from its end, and often only its end is kept. Each failure comes with the
// first line of its error when the runner prints one just after it (vitest's FAIL, jest's
// '● suite › test', Playwright's numbered failures), so the summary says why, not only what.

// vitest's FAIL and ×, jest's ✕ and '● suite › test', Playwright's numbered failures, Prettier's
// [warn], tsc's error TS, ESLint's line:column error.
const failureLine = /^\s*(FAIL\b|×|✕|● \S.*›|\[warn\]|\d+\) \[|.*error TS\d+|.*\d+:\d+\s+error\s)/;
// An error's first line as the runners print it: "AssertionError: ...", jest's "expect(...)",
// Playwright's "Test timeout of ..." or "locator.click: ...".
const errorLine =
  /^\s*(([A-Z]\w*)?(Error|Exception)\b|expect\(|Test timeout of |(page|locator)\.\w+: )/;
// How far after a failure its error may start (the runners put a blank line or two between).
const ERROR_WITHIN_LINES = 4;
const MAX_SHOWN = 12;
const MAX_LENGTH = 160;

// eslint-disable-next-line no-control-regex -- the runners colour their output
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
const clip = (line) => (line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 3)}...` : line);

/** The error line printed just after the failure at `index`, if there is one. */
function errorAfter(lines, index) {
  const next = lines.slice(index + 1).filter((line) => line.trim() !== '');
  for (const line of next.slice(0, ERROR_WITHIN_LINES)) {
    if (failureLine.test(line)) return null;
    if (errorLine.test(line)) return line.trim();
  }
  return null;
}

/** The failures in a suite's output, each once, with its error's first line indented under it. */
export function failuresIn(output) {
  const lines = plain(output).split('\n');
  const found = new Map();
  lines.forEach((line, index) => {
    if (!failureLine.test(line)) return;
    const failure = line.trim();
    const error = errorAfter(lines, index);
    if (!found.has(failure) || (error && !found.get(failure))) found.set(failure, error);
  });
  const entries = [...found].slice(0, MAX_SHOWN);
  const shown = entries.flatMap(([failure, error]) =>
    error ? [clip(failure), `  ${clip(error)}`] : [clip(failure)],
  );
  return found.size > entries.length
    ? [...shown, `(and ${found.size - entries.length} more)`]
    : shown;
}
