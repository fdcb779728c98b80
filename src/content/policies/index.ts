export { privacyPolicy } from './privacy';
export { refundPolicy } from './refund';
export { termsAndConditions } from './terms';
export type * from './types';
