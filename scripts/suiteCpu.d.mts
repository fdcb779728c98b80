/** Types of scripts/suiteCpu.mjs, for the TypeScript test that imports it. */
export declare function groupName(suite: string, runId: number): string;
export declare function coreSeconds(usageText: string): string | null;
export interface SuiteCounter {
  command(args: string[]): [string, string[]];
  read(): string | null;
  remove(): void;
}
export declare function suiteCounter(
  suite: string,
  runId?: number,
  base?: string,
): SuiteCounter | null;
