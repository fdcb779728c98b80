/** Types of scripts/build-server.mjs, for the TypeScript tests that import it. */
export declare const SERVER_OUT: string;
export declare const SERVER_ASSETS: string[];
export declare function serverBuildIsCurrent(): boolean;
export declare function buildServer(options?: { outDir?: string }): Promise<void>;
