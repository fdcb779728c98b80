import { useMatches } from 'react-router-dom';
import type { ConsoleScreen } from '@/src/console/consoleScreens';

/** The console screen of the deepest matched route (app/routes.tsx puts it in the handle). */
export function useConsoleScreen(): ConsoleScreen | undefined {
  const matches = useMatches();
  return matches
    .map((match) => (match.handle as { screen?: ConsoleScreen } | undefined)?.screen)
    .filter((screen) => screen !== undefined)
    .pop();
}
