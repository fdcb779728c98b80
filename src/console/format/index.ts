export {
  NBSP,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatPhone,
  formatTime,
  statusLabel,
} from './format';
export { fromIndiaTimeInput, indiaTimeInputValue, indiaToday } from './indiaDay';
