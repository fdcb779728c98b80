import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { FaqItem } from '@/sdk/content';
import type { PageBlock } from '@/sdk/content/pageBlocks';
import { blockFormOf } from '../blockForms';
import type { BlockField } from '../blockForms';
import { PageBuilderField } from './PageBuilderField';
import type { EditedBlock } from './pageBuilderBlocks';
// Its own styles too: the experiments' form draws this panel without the rest of the builder.
import './PageBuilder.css';

export interface PageBuilderPanelProps {
  block: EditedBlock;
  /** Its place in the page, for the heading. */
  position: number;
  /** What is wrong with it, by field path (blockProblems). */
  problems: Readonly<Record<string, string>>;
  onChange: (patch: Record<string, unknown>) => void;
  /** Closes the panel (the builder's); without it there is no Close button (an experiment's variant). */
  onClose?: () => void;
  idPrefix: string;
  disabled: boolean;
  faqs: readonly FaqItem[] | null;
}

/**
 * The selected block's fields (beside the list on a wide screen, under it on a narrow one). The
 * heading takes the focus when a block is added, so typing starts where its fields are.
 */
export const PageBuilderPanel = forwardRef<HTMLHeadingElement, PageBuilderPanelProps>(
  function PageBuilderPanel(
    { block, position, problems, onChange, onClose, idPrefix, disabled, faqs },
    heading,
  ) {
    const form = blockFormOf(block.type);
    const headingId = `${idPrefix}-panel`;
    const sectionSource = form?.sourceOf?.(block as Partial<PageBlock>);
    // Problems of no field (an unknown key) are said at the top: no input could show them.
    const fieldNames = form ? Object.keys(form.fields) : [];
    const loose = Object.entries(problems).filter(
      ([path]) => !fieldNames.includes(path.split('.')[0] ?? ''),
    );
    return (
      <section className="page-builder__panel" aria-labelledby={headingId}>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="page-builder__panel-title">
          {position}. {form?.label ?? `Unknown block (${block.type})`}
          {block.hidden ? <span className="page-builder__badge">Hidden</span> : null}
        </h3>
        {form ? <p className="page-builder__panel-text">{form.description}</p> : null}
        {form?.source ? (
          <p className="page-builder__source">
            Its items are edited in <Link to={form.source.path}>{form.source.label}</Link>; here
            only its heading.
          </p>
        ) : null}
        {sectionSource ? (
          <p className="page-builder__source">
            Its content is the landing page’s, edited in{' '}
            <Link to={sectionSource.path}>{sectionSource.label}</Link>; here only which section.
          </p>
        ) : null}
        {loose.map(([path, message]) => (
          <p key={path} className="field-error">
            {message}
          </p>
        ))}
        {form
          ? Object.entries(form.fields).map(([name, spec]) => (
              <PageBuilderField
                key={name}
                path={name}
                spec={spec as BlockField}
                value={block[name]}
                onChange={(value) => onChange({ [name]: value })}
                problems={problems}
                idPrefix={idPrefix}
                disabled={disabled}
                faqs={faqs}
              />
            ))
          : null}
        {onClose ? (
          <div className="page-builder__panel-actions">
            <button type="button" className="page-builder__action" onClick={onClose}>
              Close the fields
            </button>
          </div>
        ) : null}
      </section>
    );
  },
);
