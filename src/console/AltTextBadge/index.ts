export { AltTextBadge } from './AltTextBadge';
