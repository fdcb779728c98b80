export { FeatureGridBlock } from './FeatureGridBlock';
