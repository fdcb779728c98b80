/** Types of bench/mainThread.mjs, for its TypeScript test. */
export interface MainThreadTime {
  wallMs: number;
  cpuMs: number;
  longestCpuMs: number;
}
export declare function mainThreadTime(traceEvents: object[]): MainThreadTime | undefined;
