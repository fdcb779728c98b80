export { PreviewShareDialog } from './PreviewShareDialog';
export type { PreviewShareDialogProps } from './PreviewShareDialog';
