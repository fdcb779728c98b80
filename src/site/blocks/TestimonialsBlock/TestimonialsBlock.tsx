import { lazyPart, LoadWhenNear } from '@/src/ui/LoadWhenNear';
import type { BlockViewProps } from '../blockView';

// The landing page's carousel, its code (and swiper's) loaded only when the visitor nears it.
const TestimonialCarousel = lazyPart(() =>
  import('../../TestimonialCarousel').then((m) => m.TestimonialCarousel),
);

/**
 * Testimonials from their collection (the active ones, in the editor's order), as the landing
 * page's carousel under the block's heading. None active: nothing is drawn.
 */
export function TestimonialsBlock({
  block,
  data,
  headingId,
  imageUrl,
}: BlockViewProps<'testimonials'>) {
  const testimonials = data.testimonials.filter((testimonial) => testimonial.isActive);
  if (testimonials.length === 0) return null;
  return (
    <LoadWhenNear>
      <TestimonialCarousel
        testimonials={testimonials}
        imageUrl={imageUrl}
        title={block.title}
        titleId={headingId}
      />
    </LoadWhenNear>
  );
}
