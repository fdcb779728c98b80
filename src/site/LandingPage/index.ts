export { LandingPage } from './LandingPage';
export type { LandingPageProps } from './LandingPage';
export { landingPageSections, landingSectionScripts } from './landingPageSections';
export type { LandingSectionInput } from './landingPageSections';
