import type { ReactNode } from 'react';
import { blockCount } from './pageBuilderChecked';

export interface PageBuilderHeadProps {
  /** The id of the builder's hidden heading, which names its group. */
  labelId: string;
  /** The field's label ("Blocks"). */
  label: string;
  count: number;
  hiddenCount: number;
  /** The home page's layout: a line says what its builder allows. */
  home: boolean;
  /** Drawn after the count: what the ticked blocks can do. */
  children?: ReactNode;
}

/** The builder's head: its heading (said, not shown), how many blocks and how many hidden. */
export function PageBuilderHead({
  labelId,
  label,
  count,
  hiddenCount,
  home,
  children,
}: PageBuilderHeadProps) {
  return (
    <>
      <div className="page-builder__head">
        {/* The form's card already shows the field's name as its title: said, not shown twice. */}
        <h3 id={labelId} className="visually-hidden">
          {label}
        </h3>
        <p className="page-builder__count">
          {blockCount(count)}
          {hiddenCount > 0 ? `, ${hiddenCount} hidden` : ''}
        </p>
        {children}
      </div>
      {home ? (
        <p className="page-builder__note">
          The home page (/): the banner opens it. Move, hide or remove the sections after it; each
          section’s words and pictures are edited on its own screen.
        </p>
      ) : null}
    </>
  );
}
