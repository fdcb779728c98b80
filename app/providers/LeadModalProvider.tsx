import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { LeadModalHostProps, OpenLeadModal } from './LeadModalHost';

const OpenLeadModalContext = createContext<OpenLeadModal | null>(null);

/** The host chunk (modal, machine, schemas, sdk, toasts); the import is cached after the first. */
const loadHost = () => import('./LeadModalHost');

interface LoadedHost {
  Host: ComponentType<LeadModalHostProps>;
  firstCta?: string;
}

/**
 * One lead modal for the whole public site: every Book a Demo, Book A Meeting and Get Free
 * Consultant button calls the same opener, so a half-typed enquiry is never lost between them.
 * The modal is not part of the page's first JavaScript: the first click loads it (a few KB) and
 * opens it; later clicks open the same one.
 */
export function LeadModalProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<LoadedHost | null>(null);
  const opener = useRef<OpenLeadModal | null>(null);

  const openModal = useCallback((cta?: string) => {
    if (opener.current) return opener.current(cta);
    loadHost().then(
      ({ LeadModalHost }) => setHost((loaded) => loaded ?? { Host: LeadModalHost, firstCta: cta }),
      // A failed load (offline) leaves the button as it was; the next click tries again.
      () => undefined,
    );
  }, []);
  const onReady = useCallback((open: OpenLeadModal) => {
    opener.current = open;
  }, []);

  return (
    <OpenLeadModalContext.Provider value={openModal}>
      {children}
      {host && <host.Host firstCta={host.firstCta} onReady={onReady} />}
    </OpenLeadModalContext.Provider>
  );
}

/** Opens the lead modal; for every call-to-action button on the public site. */
export function useOpenLeadModal(): OpenLeadModal {
  const open = useContext(OpenLeadModalContext);
  return useMemo(
    () =>
      open ??
      (() => {
        throw new Error('useOpenLeadModal is used outside <LeadModalProvider>.');
      }),
    [open],
  );
}
