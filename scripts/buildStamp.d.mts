/** Types of scripts/buildStamp.mjs, for the TypeScript tests that import it. */
export declare const SERVER_SOURCES: string[];
export declare const STORYBOOK_SOURCES: string[];
export declare const STORYBOOK_SKIP: RegExp;
export declare const STAMP_FILE: string;
export declare function sourceStamp(sources?: string[], skip?: RegExp): string;
