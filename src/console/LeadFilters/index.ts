export { LeadFilters } from './LeadFilters';
export type { LeadFiltersProps } from './LeadFilters';
export type { LeadAttributionSuggestions } from './LeadFiltersAttribution';
export { EMPTY_LEAD_FILTER, activeFilterCount, isLeadFilterActive } from './leadFilterValues';
export type { LeadFilterValues } from './leadFilterValues';
