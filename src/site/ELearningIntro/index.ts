export { ELearningIntro } from './ELearningIntro';
export type { ELearningIntroProps } from './ELearningIntro';
