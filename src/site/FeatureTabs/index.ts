export { FeatureTabs } from './FeatureTabs';
export type { FeatureTabsProps } from './FeatureTabs';
