export {
  NBSP,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatPhone,
  formatTime,
  statusLabel,
} from './format';
export { fromIndiaTimeInput, indiaTimeInputValue, indiaToday } from './indiaDay';
