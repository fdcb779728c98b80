import { useMediaQuery } from '@/src/hooks/useMediaQuery';

/**
 * Below a tablet's 768 px the inbox is a list of cards, not a table (issue 47 item 1): a phone
 * shows the first lead and its Open button on the first screen instead of a sideways-scrolling
 * table. LeadFilters.css and ContactPage.css switch at the same width.
 */
export const NARROW_SCREEN = '(max-width: 47.99rem)';

/**
 * True on a phone-wide window. One markup at a time (not a table and a list both hidden by CSS),
 * so a screen reader, a search of the page and a test each find one inbox. Server-rendered markup
 * and a browser without matchMedia get the table.
 */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_SCREEN);
