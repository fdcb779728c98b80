export { ContactTimeline } from './ContactTimeline';
export type { ContactTimelineProps } from './ContactTimeline';
