/** Types of bench/firstFrame.mjs, for its TypeScript test. */
export declare const LATE_AFTER_LOAD_MS: number;
export declare function firstFramePresentedLate(lhr: unknown): boolean;
