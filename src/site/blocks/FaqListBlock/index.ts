export { FaqListBlock, faqsOfBlock } from './FaqListBlock';
