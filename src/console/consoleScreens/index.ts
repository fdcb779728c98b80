// The router imports this module on every page: it must reach no console labels or components.
export { consoleScreens } from './consoleScreens';
export type { ConsoleScreen, ConsoleScreenRole } from './consoleScreens';
