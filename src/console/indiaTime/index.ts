// Old names for the console's one formatter (src/console/format), kept only until the inbox's
// files (LeadsTable, ContactsTable: issue 47 item 2's "phone" part) import it directly; then this
// folder goes. Nothing new should import it.
export {
  formatDate as formatIndiaDay,
  formatDateTime as formatIndiaTime,
  fromIndiaTimeInput,
  indiaTimeInputValue,
  indiaToday,
} from '../format';
