export { LandingSectionBlock, landingSectionScript } from './LandingSectionBlock';
