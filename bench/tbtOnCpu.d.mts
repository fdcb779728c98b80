/** Types of bench/tbtOnCpu.mjs, for its TypeScript test. */
export declare function shrunkToCpuTime<T extends object>(traceEvents: T[]): T[];
