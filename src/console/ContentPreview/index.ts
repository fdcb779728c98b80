export { ContentPreview } from './ContentPreview';
export type { ContentPreviewProps, LivePreviewState } from './ContentPreview';
export { previewWidthNames, previewWidths } from './previewWidths';
export type { PreviewWidth } from './previewWidths';
