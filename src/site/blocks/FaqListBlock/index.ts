export { FaqListBlock } from './FaqListBlock';
