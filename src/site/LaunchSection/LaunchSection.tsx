import { altOf } from '@/sdk/content/display';
import type { LaunchSection as LaunchContent } from '@/sdk/content';
import { launchFallback } from '@/src/content/landing';
import { SiteImage } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import { StoreBadge } from './StoreBadge';
import './LaunchSection.css';

export type LaunchSectionProps = {
  /** The launch record; null (a failed call) shows fixed copy so the store links remain. */
  launch?: LaunchContent | null;
  /** Turns a stored image path into a URL. */
  imageUrl?: ImageUrlResolver;
  /** The store links from the site settings. */
  stores: { googlePlay: string; appStore: string };
};

/** Landing section 12: title, description, picture and the two store badges. */
export function LaunchSection({ launch, imageUrl, stores }: LaunchSectionProps) {
  return (
    <section className="section launch" aria-labelledby="launch-title">
      <div className="container launch__grid">
        <div>
          <h2 id="launch-title" className="section__title">
            {launch?.launchTitle || launchFallback.title}
          </h2>
          <p className="section__lead">{launch?.launchDesc || launchFallback.description}</p>
          <div className="launch__badges">
            <StoreBadge store="google-play" href={stores.googlePlay} />
            <StoreBadge store="app-store" href={stores.appStore} />
          </div>
        </div>
        <SiteImage
          className="launch__image"
          path={launch?.launchImage}
          alt={altOf(launch, 'launchImage')}
          width={480}
          height={520}
          sizes="(max-width: 459.98px) 92vw, 420px"
          imageUrl={imageUrl}
        />
      </div>
    </section>
  );
}
