export { LaunchSection } from './LaunchSection';
export type { LaunchSectionProps } from './LaunchSection';
