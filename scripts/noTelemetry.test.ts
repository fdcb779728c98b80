import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Tests and builds send no telemetry (docs/security.md). Two dependencies would: Pact's core
// library posts usage metrics to Google Analytics after a verification (off with
// PACT_DO_NOT_TRACK=true, set in vitest.config.ts, scripts/test-all.mjs and .ci/run), and
// @scarf/scarf, pulled in by @pact-foundation/pact, reports every `npm ci` to scarf.sh and writes
// /tmp/scarf-js-history-<user>.log (off with `scarfSettings.enabled: false` in package.json).
// Storybook's is off in .storybook/main.ts.

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'lms-no-telemetry-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  output: string;
  code: number | null;
}

function run(args: string[], env: NodeJS.ProcessEnv, cwd = root): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ output, code }));
  });
}

/** Scarf's own switch for local development: it then reports to http://localhost:<port>. */
async function scarfRecorder() {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { hits, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The environment of an install without any opt-out variable, so only package.json decides. */
function installEnv(tmp: string, initCwd: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, INIT_CWD: initCwd };
  for (const name of ['SCARF_ANALYTICS', 'SCARF_NO_ANALYTICS', 'DO_NOT_TRACK']) delete env[name];
  env.SCARF_LOCAL_PORT = String(port);
  return env;
}

const scarfReport = path.join(root, 'node_modules/@scarf/scarf/report.js');

async function runScarfFor(project: string, name: string) {
  const tmp = path.join(scratch, name);
  mkdirSync(tmp);
  const recorder = await scarfRecorder();
  try {
    await run([scarfReport], installEnv(tmp, project, recorder.port));
    return { files: readdirSync(tmp), hits: recorder.hits };
  } finally {
    await recorder.close();
  }
}

describe('no telemetry', () => {
  it('Storybook (dev, build and the story tests) has its telemetry off', async () => {
    const { default: storybook } = await import('../.storybook/main');
    expect(storybook.core).toMatchObject({ disableTelemetry: true });
  });

  // A real verification in a child process: about 2 s alone, over 6 s on a loaded CI machine.
  it('Pact runs with PACT_DO_NOT_TRACK=true and so sends no metrics after a verification', async () => {
    expect(process.env.PACT_DO_NOT_TRACK).toBe('true');
    const script = path.join(root, 'scripts/telemetry/pactVerifyOnce.mjs');
    const { output, code } = await run([script], process.env);
    expect(code, output).toBe(0);
    expect(output).toContain('probe verified');
    expect(output).toContain("'PACT_DO_NOT_TRACK' environment variable is set");
    expect(output).not.toContain('Sending event');
  }, 60_000);

  // Scarf normally finds its parent with `npm ls`, under a 3-second limit that a big tree may
  // miss (and then it silently skips the report). skipTraversal makes the probe project the
  // parent, so the only thing deciding is the scarfSettings this repository ships.
  const probeProject = (name: string, scarfSettings: Record<string, unknown>) => {
    const project = path.join(scratch, `${name}-project`);
    mkdirSync(project);
    const pkg = {
      name: 'probe',
      version: '1.0.0',
      scarfSettings: { ...scarfSettings, skipTraversal: true },
    };
    writeFileSync(path.join(project, 'package.json'), JSON.stringify(pkg));
    return project;
  };
  const ownSettings = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scarfSettings?: Record<string, unknown>;
    }
  ).scarfSettings;

  it('the install-time reporter of @scarf/scarf writes no file and sends nothing', async () => {
    expect(ownSettings).toEqual({ enabled: false });
    const { files, hits } = await runScarfFor(probeProject('own', ownSettings ?? {}), 'own');
    expect(files.filter((file) => file.startsWith('scarf'))).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('(the check above can fail) without the opt-out the reporter writes its file and reports', async () => {
    const { files, hits } = await runScarfFor(probeProject('control', {}), 'control');
    expect(files.some((file) => file.startsWith('scarf-js-history'))).toBe(true);
    expect(hits.length).toBeGreaterThan(0);
  });
});
