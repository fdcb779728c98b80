export { StatsBand } from './StatsBand';
export type { StatsBandProps } from './StatsBand';
