export { StatsBlock } from './StatsBlock';
