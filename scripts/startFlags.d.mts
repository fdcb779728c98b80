/** Types of scripts/startFlags.mjs, for the TypeScript tests that import it. */
export declare function startScript(dir?: string): string;
export declare function flagsOf(script: string): string[];
export declare function envOf(script: string): Record<string, string>;
export declare function startFlags(dir?: string): string[];
export declare function startEnv(dir?: string): Record<string, string>;
