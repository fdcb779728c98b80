export { PageBuilder, UNDO_SECONDS } from './PageBuilder';
export type { PageBuilderProps } from './PageBuilder';
// Issue 45 item 3: an experiment's variant is edited in the same fields as the block itself.
export { PageBuilderPanel } from './PageBuilderPanel';
export type { PageBuilderPanelProps } from './PageBuilderPanel';
export { blockLabel } from './pageBuilderBlocks';
export type { EditedBlock } from './pageBuilderBlocks';
