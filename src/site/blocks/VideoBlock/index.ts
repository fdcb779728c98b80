export { VideoBlock } from './VideoBlock';
