/** Types of bench/tbtOnCpu.mjs, for its TypeScript test. */
export declare function shrunkToCpuTime<T extends object>(traceEvents: T[]): T[];
export declare function tbtOnCpu(
  artifacts: object,
  settings: object,
): Promise<{ onCpu: number; asRun: number }>;
