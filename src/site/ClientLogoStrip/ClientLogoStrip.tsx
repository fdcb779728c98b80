import { useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperClass } from 'swiper/react';
import { altOf } from '@/sdk/content/display';
import type { ClientItem } from '@/sdk/content';
import { CarouselPauseButton, useCarouselAutoplay } from '../CarouselControls';
import { SiteImage } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import 'swiper/css';
import './ClientLogoStrip.css';

export type ClientLogoStripProps = {
  /** Client logos as the API lists them; inactive ones are left out here too. */
  clients: readonly ClientItem[];
  /** Turns a stored image path into a URL. */
  imageUrl?: ImageUrlResolver;
  /** Heading above the strip. */
  title?: string;
  /** The heading's id: unique on the page, so a page of blocks may show the strip twice. */
  titleId?: string;
};

/** Spec 9: 6 per view, 4 below 1200 px, 3 below 800, 2 below 600, 1 below 400. */
export const clientLogoBreakpoints = {
  0: { slidesPerView: 1 },
  400: { slidesPerView: 2 },
  600: { slidesPerView: 3 },
  800: { slidesPerView: 4 },
  1200: { slidesPerView: 6 },
};

/** The rotating strip of active client logos: autoplay every 2 s, 500 ms slide, no dots or arrows. */
export function ClientLogoStrip({
  clients,
  imageUrl,
  title = 'Trusted by institutes across India',
  titleId = 'client-strip-title',
}: ClientLogoStripProps) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const { playing, toggle } = useCarouselAutoplay(swiper);
  const active = clients.filter((c) => c.isActive);
  // Nothing to show is better than an empty band with a heading.
  if (active.length === 0) return null;

  return (
    <section className="client-strip" aria-labelledby={titleId}>
      <div className="container">
        <div className="client-strip__head">
          <h2 id={titleId} className="client-strip__title">
            {title}
          </h2>
          <CarouselPauseButton playing={playing} onToggle={toggle} label="client logos" />
        </div>
        <Swiper
          modules={[Autoplay]}
          onSwiper={setSwiper}
          autoplay={{ delay: 2000, disableOnInteraction: false }}
          speed={500}
          rewind
          spaceBetween={24}
          // Slides at whole pixels: text in a carousel is not drawn between two pixels (blurry).
          roundLengths
          breakpoints={clientLogoBreakpoints}
          className="client-strip__swiper"
        >
          {active.map((client) => (
            <SwiperSlide key={client._id} className="client-strip__slide">
              <SiteImage
                path={client.clientImg}
                alt={altOf(client, 'clientImg')}
                width={200}
                height={60}
                sizes="200px"
                imageUrl={imageUrl}
              />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
