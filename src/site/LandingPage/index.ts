export { LandingPage } from './LandingPage';
export type { LandingPageProps } from './LandingPage';
