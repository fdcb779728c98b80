/** Types of scripts/startFlags.mjs, for the TypeScript tests that import it. */
export declare function startScript(): string;
export declare function flagsOf(script: string): string[];
export declare function envOf(script: string): Record<string, string>;
export declare function startFlags(): string[];
export declare function startEnv(): Record<string, string>;
