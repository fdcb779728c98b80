export { FaqAccordion } from './FaqAccordion';
export type { FaqAccordionProps } from './FaqAccordion';
