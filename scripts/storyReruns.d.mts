/** Types of scripts/storyReruns.mjs, for the TypeScript test that imports it. */
export declare const MAX_RERUN_FILES: number;
export declare function filesToRerun(failed: { file: string; messages: string[] }[]): string[];
