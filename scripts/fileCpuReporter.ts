// An opt-in Vitest reporter: the core-seconds each test file cost, every process counted (the
// workers, and the servers and CLIs the server tests spawn), read from a cgroup v1 `cpuacct`
// group the run joins (Linux, as root: the CI machine). Not in the default run; see
// docs/testing.md, "Time": `npx vitest run --reporter=default --reporter=./scripts/fileCpuReporter.ts`.
//
// On two cores Vitest runs one worker, so files run one at a time and a file is charged with
// everything from the previous file's end to its own: the worker's start, the environment, the
// imports, its hooks and tests. What comes before the first file (global setup) is its own line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const CPUACCT = '/sys/fs/cgroup/cpuacct';

interface FileCost {
  file: string;
  project: string;
  /** Core-seconds from the previous file's end to this one's end. */
  cpu: number;
  /** Of those, the part before this file's collection began (worker start, environment). */
  before: number;
  /** Wall seconds over the same span. */
  wall: number;
}

const relative = (moduleId: string) => moduleId.replace(`${process.cwd()}/`, '');

/** This process's cpuacct group, as /proc/self/cgroup names it ("/" at the root). */
const ownCpuacctGroup = () =>
  /^\d+:[^:]*\bcpuacct\b[^:]*:(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1] ?? '/';

export default class FileCpuReporter implements Reporter {
  private readonly usageFile: string | null;
  /** The group this reporter made (and removes at the end), with the one the run came from. */
  private made: { dir: string; from: string } | null = null;
  private lastCpu = 0;
  private lastWall = Date.now();
  private readonly queuedAt = new Map<string, number>();
  private readonly costs: FileCost[] = [];
  private firstFileSeen = false;
  private setupCpu = 0;

  constructor() {
    const given = process.env.FILE_CPU_CGROUP;
    const dir = given ?? join(CPUACCT, `vitest-file-cpu-${process.pid}`);
    try {
      mkdirSync(dir, { recursive: true });
      if (!given) this.made = { dir, from: join(CPUACCT, ownCpuacctGroup()) };
      // At exit the workers are gone, so the group can be removed.
      process.once('exit', () => this.removeGroup());
      // The processes Vitest starts from here on (workers, their children) are in the group.
      writeFileSync(join(dir, 'cgroup.procs'), String(process.pid));
      this.usageFile = join(dir, 'cpuacct.usage');
      this.lastCpu = this.cpuNow();
    } catch (error) {
      this.usageFile = null;
      console.warn(`fileCpuReporter: no cpuacct group (${String(error)}); nothing measured`);
    }
  }

  private cpuNow(): number {
    if (!this.usageFile) return 0;
    return Number.parseInt(readFileSync(this.usageFile, 'utf8').trim(), 10) / 1e9;
  }

  /** Back to the group the run came from; the group goes once its last process has left. */
  private removeGroup() {
    if (!this.made) return;
    try {
      writeFileSync(join(this.made.from, 'cgroup.procs'), String(process.pid));
      rmdirSync(this.made.dir);
    } catch {
      // A worker still exiting is in it: a detached shell (started outside the group) removes it
      // once it is empty, trying for ten seconds.
      const retry = `for i in 1 2 3 4 5 6 7 8 9 10; do rmdir "$0" 2>/dev/null && exit; sleep 1; done`;
      spawn('sh', ['-c', retry, this.made.dir], { detached: true, stdio: 'ignore' }).unref();
    }
  }

  onTestModuleQueued(testModule: TestModule) {
    if (!this.firstFileSeen) {
      this.firstFileSeen = true;
      const now = this.cpuNow();
      this.setupCpu = now - this.lastCpu;
      this.lastCpu = now;
      this.lastWall = Date.now();
    }
    this.queuedAt.set(testModule.id, this.cpuNow());
  }

  onTestModuleEnd(testModule: TestModule) {
    const now = this.cpuNow();
    const queued = this.queuedAt.get(testModule.id) ?? this.lastCpu;
    this.costs.push({
      file: relative(testModule.moduleId),
      project: testModule.project.name,
      cpu: now - this.lastCpu,
      before: Math.max(0, queued - this.lastCpu),
      wall: (Date.now() - this.lastWall) / 1000,
    });
    this.lastCpu = now;
    this.lastWall = Date.now();
  }

  onTestRunEnd() {
    if (!this.usageFile) return;
    const rows = [...this.costs].sort((a, b) => b.cpu - a.cpu);
    const total = rows.reduce((sum, row) => sum + row.cpu, 0);
    const lines = rows.map(
      (row) =>
        `${row.cpu.toFixed(1).padStart(7)} ${row.before.toFixed(1).padStart(6)} ${row.wall
          .toFixed(1)
          .padStart(7)}  ${row.project.padEnd(7)} ${row.file}`,
    );
    const byProject = new Map<string, number>();
    for (const row of rows) byProject.set(row.project, (byProject.get(row.project) ?? 0) + row.cpu);
    const summary = [...byProject].map(([name, cpu]) => `${name} ${cpu.toFixed(1)}`).join(', ');
    const text = [
      '',
      'core-s before  wall-s  project file   (before: worker start and environment)',
      ...lines,
      `global setup ${this.setupCpu.toFixed(1)} core-s; files ${total.toFixed(1)} (${summary})`,
    ].join('\n');
    console.log(text);
    if (process.env.FILE_CPU_OUT) {
      writeFileSync(
        process.env.FILE_CPU_OUT,
        JSON.stringify({ setup: this.setupCpu, rows }, null, 2),
      );
    }
  }
}
