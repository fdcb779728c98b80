import { useEffect } from 'react';
import { rememberVisit, visitStorage } from './visitCapture';

/** Keeps the landing URL's UTM parameters and referrer for the visit (in the browser only). */
export function useRememberVisit(): void {
  useEffect(() => {
    rememberVisit(visitStorage(), new URL(window.location.href), document.referrer);
  }, []);
}
