import { demoCourse, demoHome, demoLaunch } from '../demo/demoCopy';

/** Every write endpoint with a body that is valid except, where it has one, for an unknown id. */
export const writeEndpoints: ReadonlyArray<{ url: string; unknownId?: Record<string, unknown> }> = [
  { url: '/api/teacherHomePage/create' },
  { url: '/api/teacherHomePage/update', unknownId: { ...demoHome, homeSettingId: 'nope' } },
  {
    url: '/api/courseSectionContent/update',
    unknownId: { ...demoCourse, courseId: 'nope' },
  },
  {
    url: '/api/launchSectionContent/update',
    unknownId: { ...demoLaunch, launchSectionId: 'nope' },
  },
  {
    url: '/api/businessSectionContent/update',
    unknownId: { businessSectionId: 'nope', cities: 1, teachers: 1, students: 1 },
  },
  { url: '/api/clientSection/create' },
  { url: '/api/clientSection/update', unknownId: { clientSectionId: 'nope', isActive: true } },
  { url: '/api/clientSection/delete', unknownId: { clientSectionId: "x' OR 1=1; --" } },
  { url: '/api/testimonialSection/create' },
  {
    url: '/api/testimonialSection/update',
    unknownId: { testimonialSectionId: 'nope', rating: 3 },
  },
  { url: '/api/testimonialSection/delete', unknownId: { testimonialSectionId: '../../etc' } },
];

export const readEndpoints = [
  '/api/teacherHomePage/getall',
  '/api/courseSectionContent/getall',
  '/api/launchSectionContent/getall',
  '/api/businessSectionContent/getall',
  '/api/clientSection/getall',
  '/api/testimonialSection/getall',
];

/** Endpoints that need a token, including logout. */
export const tokenEndpoints = [...writeEndpoints.map((e) => e.url), '/api/admin/auth/logout'];

/** All 20 paths: the spec's 19 plus logout. */
export const allEndpoints = [
  ...readEndpoints,
  ...tokenEndpoints,
  '/api/admin/auth/login',
  '/api/leads/create',
];
