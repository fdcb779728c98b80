export { formatIndiaTime, fromIndiaTimeInput, indiaTimeInputValue } from './indiaTime';
