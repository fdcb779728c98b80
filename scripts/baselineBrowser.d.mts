/** Types of scripts/baselineBrowser.mjs, for the TypeScript test that imports it. */
export declare const BROWSER_FILE: string;
export declare function browserVersion(chromiumPath: string): string | null;
export declare function recordedVersion(baselineDir: string): string | null;
export declare function recordVersion(baselineDir: string, version: string): void;
export declare function versionHint(recorded: string | null, running: string | null): string | null;
