export { ImageAltField } from './ImageAltField';
export type { ImageAltFieldProps } from './ImageAltField';
