export { HeroBlock } from './HeroBlock';
