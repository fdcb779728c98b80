/** Types of bench/mainThread.mjs, for its TypeScript test. */
export interface MainThreadTime {
  wallMs: number;
  cpuMs: number;
  longestCpuMs: number;
}
export declare const TASK: string;
export declare function pageMainThread(
  traceEvents: object[],
): { pid: number; tid: number; since: number } | undefined;
export declare function mainThreadTime(traceEvents: object[]): MainThreadTime | undefined;
