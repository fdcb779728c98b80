// `npm test`: every suite, in order, each as its own npm script. Runs them all, then fails if any
// failed, so one red suite does not hide the state of the others.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const suites = [
  'typecheck',
  'lint',
  'format:check',
  'test:unit',
  'test:contracts',
  'test:provider',
  'test:stories',
  'test:e2e',
].filter((name) => scripts[name]);

// Tests send no usage metrics anywhere (Pact would; docs/security.md).
const noTelemetry = { ...process.env, PACT_DO_NOT_TRACK: 'true' };

const results = [];
for (const name of suites) {
  console.log(`\n=== npm run ${name} ===`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit', env: noTelemetry });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
