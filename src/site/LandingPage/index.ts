export { LandingPage } from './LandingPage';
export type { LandingPageProps } from './LandingPage';
export { landingPageSections } from './landingPageSections';
export type { LandingSectionInput } from './landingPageSections';
