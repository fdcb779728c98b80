/** Types of scripts/suitePlan.mjs, for the TypeScript test that imports it. */
export interface Suite {
  name: string;
  after?: string;
  light?: boolean;
}
export declare const PLAN: Suite[];
export declare function suitesToStart(
  waiting: Suite[],
  running: Suite[],
  finished: Set<string>,
  parallel: number,
): Suite[];
