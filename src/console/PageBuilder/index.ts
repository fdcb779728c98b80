export { PageBuilder, UNDO_SECONDS } from './PageBuilder';
export type { PageBuilderProps } from './PageBuilder';
// Issue 45 item 3: an experiment's variant is edited in the same fields as the block itself.
export { PageBuilderPanel } from './PageBuilderPanel';
export type { PageBuilderPanelProps } from './PageBuilderPanel';
export { blockLabel } from './pageBuilderBlocks';
export type { EditedBlock } from './pageBuilderBlocks';
// A block's own picture: the screen provides where it is stored (app/console/blockImageStore.ts).
export { BlockImageStoreContext } from './blockImageStore';
export type { BlockImageStore } from './blockImageStore';
