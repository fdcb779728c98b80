export { LogoStripBlock } from './LogoStripBlock';
