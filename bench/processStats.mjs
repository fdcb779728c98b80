// Resident memory of a process from /proc (Linux), in MB: now (VmRSS) and its peak (VmHWM).
import { readFileSync } from 'node:fs';

const field = (status, name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    rss: field(status, 'VmRSS') / 1024,
    peak: field(status, 'VmHWM') / 1024,
    // Of the RSS: memory of the process's own, and pages of files (the node binary with its ICU
    // data, libraries), which are clean, shared and given back first when memory is short.
    anon: field(status, 'RssAnon') / 1024,
    file: field(status, 'RssFile') / 1024,
  };
}

/** Samples the RSS every `ms` until stop() is called; stop() answers the highest seen. */
export function sampleRss(pid, ms = 200) {
  let highest = memoryOf(pid).rss;
  const timer = setInterval(() => {
    highest = Math.max(highest, memoryOf(pid).rss);
  }, ms);
  return () => {
    clearInterval(timer);
    return Math.max(highest, memoryOf(pid).rss);
  };
}

/** CPU seconds a process has used so far (user + system), from /proc/<pid>/stat. */
export function cpuSecondsOf(pid) {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
