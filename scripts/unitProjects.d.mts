/** Types of scripts/unitProjects.mjs, for the TypeScript test that imports it. */
export declare const projectArgsOf: (script: string) => string[];
export declare const unitProjectArgs: () => string[];
