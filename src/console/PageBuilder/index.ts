export { PageBuilder, UNDO_SECONDS } from './PageBuilder';
export type { PageBuilderProps } from './PageBuilder';
