import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coreSeconds, groupName, suiteCounter } from './suiteCpu.mjs';

// The cgroup itself is Linux's; here a plain directory stands in for the controller's root, so
// what is tested is the wrapping, the reading and the names, not the kernel's counting.
const dirs: string[] = [];
const tempBase = () => {
  const dir = mkdtempSync(join(tmpdir(), 'suite-cpu-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('suiteCpu', () => {
  it('names a group after the run and the suite, with nothing a path could take apart', () => {
    expect(groupName('test:unit', 42)).toBe('npm-test-42-test-unit');
    expect(groupName('Format:Check/../x', 7)).toBe('npm-test-7-format-check-x');
  });

  it('reads nanoseconds as core-seconds, and nothing from what is not a count', () => {
    expect(coreSeconds('912733624011\n')).toBe('912.7');
    expect(coreSeconds('0')).toBe('0.0');
    expect(coreSeconds('')).toBeNull();
    expect(coreSeconds('-5')).toBeNull();
  });

  it('wraps the command so its shell joins the group, then becomes the command', () => {
    const base = tempBase();
    const counter = suiteCounter('test:unit', 1, base);
    expect(counter).not.toBeNull();
    const [command, args] = counter!.command(['sh', '-c', 'echo ran "$0"', 'arg one']);
    const run = spawnSync(command, args, { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('ran arg one');
    const joined = readFileSync(join(base, groupName('test:unit', 1), 'cgroup.procs'), 'utf8');
    expect(Number(joined.trim())).toBeGreaterThan(0);
    writeFileSync(join(base, groupName('test:unit', 1), 'cpuacct.usage'), '1500000000');
    expect(counter!.read()).toBe('1.5');
  });

  it('answers no counter where the group cannot be made', () => {
    expect(suiteCounter('test:unit', 1, join(tempBase(), 'no', 'such'))).toBeNull();
  });
});
