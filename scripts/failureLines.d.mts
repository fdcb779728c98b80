/** Types of scripts/failureLines.mjs, for the TypeScript test that imports it. */
export declare function failuresIn(output: string): string[];
