export { ImageField, IMAGE_ACCEPT } from './ImageField';
export type { ImageFieldProps } from './ImageField';
