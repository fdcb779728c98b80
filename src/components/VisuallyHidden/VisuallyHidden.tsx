import type { ReactNode } from 'react';
import './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Text that screen readers announce but sighted users do not need (it repeats what is seen). */
  children: ReactNode;
}

/** Hides content visually while keeping it in the accessibility tree. */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className="visually-hidden">{children}</span>;
}
