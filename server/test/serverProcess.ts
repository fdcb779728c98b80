import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEnv, startFlags } from '../../scripts/startFlags.mjs';
import { SPAWNED_ADMIN_PASSWORD } from './overHttp';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** The base URL once it listens; rejects if it exits first. */
  ready: Promise<string>;
  /** Its exit code (null after a signal). */
  exited: Promise<number | null>;
}

/**
 * The compiled server and tools of this test run (main.js, admin.js, backup.js, restore.js), built
 * once by server/test/sharedServerBuild.ts from the current sources.
 */
function compiled(entry: string): string {
  const dir = process.env.SERVER_TEST_BUILD;
  if (!dir) {
    throw new Error(
      'SERVER_TEST_BUILD is not set: run the server tests through vitest.config.ts, whose globalSetup builds the server',
    );
  }
  return join(dir, `${entry}.js`);
}

/**
 * For a spawned server whose test is not about content (locks, shutdown, durability, restores):
 * a first start without DEMO_CONTENT draws and encodes some 25 demo pictures with sharp, about a
 * second of CPU per start on the 2-core CI machine. The tests about the demo content and its
 * pictures (scaleOut, scaleOutMedia, backupCli, demoContent) keep it.
 */
export const NO_DEMO_CONTENT = { DEMO_CONTENT: 'false' } as const;

export interface SpawnOptions {
  /**
   * Let the server create and migrate its PGlite database from nothing (initdb, every migration),
   * as on a new machine, instead of starting from the run's migrated copy.
   */
  freshDatabase?: boolean;
}

/**
 * Gives a new, empty DATA_DIR a copy of the run's migrated PGlite directory (pgliteDiskTemplate.ts):
 * what a server's first start would make there, without its seconds of initdb and migrations. A
 * DATA_DIR that holds anything (a restart, a restore, a lock test) is left as it is.
 */
export function seedMigratedDatabase(dataDir: string): void {
  const template = process.env.PGLITE_DISK_TEMPLATE;
  if (!template || !existsSync(template)) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}

/** spawnServer's seeding: not for a fresh start asked for, nor a server on PostgreSQL. */
function seedDatabase(env: Record<string, string>, options: SpawnOptions): void {
  if (options.freshDatabase || !env.DATA_DIR) return;
  if ((env.DATABASE_URL ?? process.env.DATABASE_URL)?.trim()) return;
  seedMigratedDatabase(resolve(root, env.DATA_DIR));
}

/**
 * Runs the real server (server/main.ts, compiled) as a child process, as `npm start` would: with
 * its V8 flags and environment (scripts/startFlags.mjs, as e2e/serve.mjs). Without them each start
 * also compiled PGlite's WebAssembly again with V8's optimising tier in the background: 1.8 s of
 * CPU for a start on a migrated copy against 1.2 s with them (docs/testing.md).
 */
export function spawnServer(
  env: Record<string, string>,
  options: SpawnOptions = {},
): ServerProcess {
  seedDatabase(env, options);
  const child = spawn(process.execPath, [...startFlags(), compiled('main')], {
    cwd: root,
    env: {
      ...process.env,
      ...startEnv(),
      PORT: '0',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: SPAWNED_ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${text}`)),
    );
  });
  // Nobody may be left waiting on `ready` unhandled if the process is refused on purpose.
  ready.catch(() => undefined);
  return { child, output: () => text, ready, exited };
}

/**
 * The tools that create and migrate a database in a new DATA_DIR, as a server's first start does
 * (`npm run backup` refuses an empty one instead, and a test checks it leaves it empty).
 */
const CREATES_DATABASE = new Set(['restore']);

/**
 * Runs one of the command-line tools (server/cli/<script>.ts, compiled as `npm run build` ships
 * it) as `npm run <script>` would; answers code and output. A restore into a new, empty DATA_DIR
 * starts from the run's migrated copy, as spawnServer does (about 4 s of CPU less), unless
 * `freshDatabase` asks for the restore from nothing.
 */
export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<{ code: number | null; output: string }> {
  if (CREATES_DATABASE.has(script)) seedDatabase(env, options);
  const child = spawn(process.execPath, [compiled(script), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
