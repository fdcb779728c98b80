import { useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperClass } from 'swiper/react';
import { altOf } from '@/sdk/content/display';
import type { TestimonialItem } from '@/sdk/content';
import { CarouselPauseButton, useCarouselAutoplay } from '../CarouselControls';
import { SiteImage } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import { StarRating } from '@/src/ui/StarRating';
import 'swiper/css';
import './TestimonialCarousel.css';

export type TestimonialCarouselProps = {
  /** Testimonials as the API lists them; inactive ones are left out here too. */
  testimonials: readonly TestimonialItem[];
  /** Turns a stored image path into a URL. */
  imageUrl?: ImageUrlResolver;
  /** Section title. */
  title?: string;
  /** The heading's id: unique on the page, so a page of blocks may show two strips. */
  titleId?: string;
};

/** Spec 9: 3 per view, 2 below 1000 px (and 800), 1 below 500. */
export const testimonialBreakpoints = {
  0: { slidesPerView: 1 },
  500: { slidesPerView: 2 },
  1000: { slidesPerView: 3 },
};

/**
 * Landing section 11: active testimonials, autoplay every 2 s, read-only stars; dots and arrows
 * on wide screens, a pause control on all.
 */
export function TestimonialCarousel({
  testimonials,
  imageUrl,
  title = 'What Our Customers Say',
  titleId = 'testimonials-title',
}: TestimonialCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const { playing, toggle } = useCarouselAutoplay(swiper);
  const active = testimonials.filter((t) => t.isActive);
  if (active.length === 0) return null;

  return (
    <section className="section testimonials" aria-labelledby={titleId}>
      <div className="container">
        <header className="section__header">
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
        </header>
        <Swiper
          modules={[Autoplay]}
          onSwiper={setSwiper}
          onSlideChange={(s) => setActiveIndex(s.activeIndex)}
          autoplay={{ delay: 2000, disableOnInteraction: false }}
          speed={500}
          rewind
          spaceBetween={24}
          // Slides at whole pixels: text in a carousel is not drawn between two pixels (blurry).
          roundLengths
          breakpoints={testimonialBreakpoints}
          className="testimonials__swiper"
        >
          {active.map((t) => (
            <SwiperSlide key={t._id} className="testimonials__slide">
              <figure className="testimonials__card">
                <StarRating value={t.rating} readOnly size="md" />
                <blockquote className="testimonials__quote">
                  <p>{t.testimonialDesc}</p>
                </blockquote>
                <figcaption className="testimonials__person">
                  <SiteImage
                    className="testimonials__photo"
                    path={t.testimonialImg}
                    alt={altOf(t, 'testimonialImg')}
                    width={56}
                    height={56}
                    sizes="56px"
                    imageUrl={imageUrl}
                  />
                  {t.testimonialPersonName}
                </figcaption>
              </figure>
            </SwiperSlide>
          ))}
        </Swiper>
        <div className="testimonials__controls">
          <button
            type="button"
            className="carousel-control testimonials__wide"
            aria-label="Previous testimonial"
            onClick={() => swiper?.slidePrev()}
          >
            <span aria-hidden="true">←</span>
          </button>
          <ul className="carousel-dots testimonials__wide" aria-label="Choose a testimonial">
            {active.map((t, i) => (
              <li key={t._id}>
                <button
                  type="button"
                  className="carousel-dot"
                  aria-label={`Testimonial ${i + 1} of ${active.length}`}
                  aria-current={i === activeIndex ? 'true' : undefined}
                  onClick={() => swiper?.slideTo(i)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel-control testimonials__wide"
            aria-label="Next testimonial"
            onClick={() => swiper?.slideNext()}
          >
            <span aria-hidden="true">→</span>
          </button>
          <CarouselPauseButton playing={playing} onToggle={toggle} label="testimonials" />
        </div>
      </div>
    </section>
  );
}
