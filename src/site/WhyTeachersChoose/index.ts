export { WhyTeachersChoose } from './WhyTeachersChoose';
export type { WhyTeachersChooseProps } from './WhyTeachersChoose';
