import type { ReactNode } from 'react';

export interface VisuallyHiddenProps {
  /** Text that screen readers announce but sighted users do not need (it repeats what is seen). */
  children: ReactNode;
}

/** Hides content visually while keeping it in the accessibility tree (rule in styles/global.css). */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className="visually-hidden">{children}</span>;
}
