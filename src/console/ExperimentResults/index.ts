export { ExperimentResults } from './ExperimentResults';
export type { ExperimentResultsProps } from './ExperimentResults';
