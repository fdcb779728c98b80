export { RichTextBlock } from './RichTextBlock';
