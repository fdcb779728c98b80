import { LeadLink } from '../../LeadLink';
import type { BlockViewProps } from '../blockView';
import { blockCta } from '../blockView';
import './CtaBandBlock.css';

/** A band across the page asking for the lead: heading, a line, and the button to the lead form. */
export function CtaBandBlock({ block, headingId }: BlockViewProps<'ctaBand'>) {
  return (
    <section className="cta-band" aria-labelledby={headingId}>
      <div className="container cta-band__inner">
        <div>
          <h2 id={headingId} className="cta-band__title">
            {block.title}
          </h2>
          {block.text ? <p className="cta-band__text">{block.text}</p> : null}
        </div>
        <LeadLink
          cta={blockCta('cta band', block.cta)}
          className="button button--accent cta-band__cta"
        >
          {block.cta}
        </LeadLink>
      </div>
    </section>
  );
}
