export { PreviewLinks } from './PreviewLinks';
export type { PreviewLinksProps } from './PreviewLinks';
export { PreviewLinksForm, previewExpiries } from './PreviewLinksForm';
export type { CreatedPreviewLink, PreviewLinksFormProps } from './PreviewLinksForm';
