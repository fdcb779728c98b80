// The CPU each suite of `npm test` used, every process it started counted (Chromium's too, which
// a runner does not wait for, so `time` misses it): each suite runs in a cgroup of its own under
// Linux's cgroup v1 `cpuacct` controller, where the machine lets us make one (CI runs as root);
// elsewhere the count is simply left out (docs/testing.md, "Time").
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPUACCT = '/sys/fs/cgroup/cpuacct';

/** A name a cgroup directory can take: the suite's name with anything but [a-z0-9-] as '-'. */
export const groupName = (suite, runId) =>
  `npm-test-${runId}-${suite.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;

/** Nanoseconds (cpuacct.usage) as core-seconds with one decimal. */
export const coreSeconds = (usageText) => {
  const ns = Number.parseInt(String(usageText).trim(), 10);
  return Number.isFinite(ns) && ns >= 0 ? (ns / 1e9).toFixed(1) : null;
};

/**
 * A counter for one suite: `command` wraps the suite's command so its shell joins the cgroup
 * before it becomes the suite (children follow their parent's cgroup), `read` answers the
 * core-seconds so far, `remove` deletes the group. Null where no cgroup can be made.
 */
export function suiteCounter(suite, runId = process.pid, base = CPUACCT) {
  const dir = join(base, groupName(suite, runId));
  try {
    mkdirSync(dir);
    writeFileSync(join(dir, 'cpuacct.usage'), '0');
  } catch {
    return null;
  }
  return {
    command: (args) => [
      'sh',
      ['-c', `echo $$ > '${dir}/cgroup.procs' && exec "$@"`, 'sh', ...args],
    ],
    read: () => {
      try {
        return coreSeconds(readFileSync(join(dir, 'cpuacct.usage'), 'utf8'));
      } catch {
        return null;
      }
    },
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // A process of the suite still lingers in it (a browser closing); the group is empty
        // and harmless, and goes with the machine.
      }
    },
  };
}
