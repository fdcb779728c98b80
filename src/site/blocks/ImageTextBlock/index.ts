export { ImageTextBlock } from './ImageTextBlock';
