export {
  formatIndiaDay,
  formatIndiaTime,
  fromIndiaTimeInput,
  indiaTimeInputValue,
  indiaToday,
} from './indiaTime';
