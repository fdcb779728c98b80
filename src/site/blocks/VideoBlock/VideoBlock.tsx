import { useEffect, useRef, useState } from 'react';
import type { BlockViewProps } from '../blockView';
import { VideoPlayIcon } from './VideoPlayIcon';
// The rule is the sdk's, in a module without zod (sdk/content/blockRules.ts).
import { videoEmbed } from '@/sdk/content/blockRules';
import './VideoBlock.css';

/** The provider's name as a visitor knows it. */
const providerName = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A YouTube or Vimeo video that asks nothing of them until the visitor presses play: the poster
 * is our own markup (no thumbnail from the provider), and only the press puts the provider's
 * privacy-enhanced player (youtube-nocookie.com, Vimeo with do-not-track) in its place.
 * Without a script (or before the page is hydrated) the control is a plain link to the video's
 * own page; once hydrated it is a button.
 */
export function VideoBlock({ block, headingId }: BlockViewProps<'video'>) {
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => setHydrated(true), []);
  // The player takes the button's place, so focus goes with it, not back to the page's top.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const player = videoEmbed(block.url);
  if (!player) return null;
  const provider = providerName[player.provider];

  return (
    <section className="section video-block" aria-labelledby={headingId}>
      <div className="container">
        <header className="section__header">
          <h2 id={headingId} className="section__title">
            {block.title}
          </h2>
        </header>
        <div className="video-block__screen">
          {playing ? (
            <iframe
              ref={frame}
              className="video-block__player"
              src={player.src}
              title={block.title}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              // The site sends no referrer; YouTube's player refuses to play without its origin.
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <div className="video-block__poster">
              {hydrated ? (
                <button
                  type="button"
                  className="video-block__play"
                  onClick={() => setPlaying(true)}
                >
                  <VideoPlayIcon />
                  Play video
                </button>
              ) : (
                <a className="video-block__play" href={block.url}>
                  <VideoPlayIcon />
                  Watch on {provider}
                </a>
              )}
              <p className="video-block__note">
                Plays from {provider}: nothing is loaded from {provider} until you press play.
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
