export { formatIndiaTime } from './indiaTime';
