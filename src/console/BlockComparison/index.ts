export { BlockComparison } from './BlockComparison';
export type { BlockComparisonProps } from './BlockComparison';
export { compareBlocks } from './compareBlocks';
export type { BlockChange, BlockMark } from './compareBlocks';
