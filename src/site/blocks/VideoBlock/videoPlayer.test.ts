import { describe, expect, it } from 'vitest';
import { videoEmbed } from '@/sdk/content';
import { videoPlayer } from './videoPlayer';

const addresses = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=10',
  'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ?si=abc',
  'https://vimeo.com/76979871',
  'https://www.vimeo.com/76979871/abcdef',
  'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://www.youtube.com/embed/aqz-KE-bpKQ',
  'https://vimeo.com/channels/staffpicks/76979871',
  'https://example.com/watch?v=aqz-KE-bpKQ',
  'javascript:alert(1)',
  '',
];

describe('videoPlayer', () => {
  it.each(addresses)('answers as the sdk videoEmbed does for %j', (url) => {
    expect(videoPlayer(url)).toEqual(videoEmbed(url));
  });

  it('plays YouTube from youtube-nocookie.com and Vimeo with do-not-track', () => {
    expect(videoPlayer(addresses[0]!)?.src).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(videoPlayer(addresses[4]!)?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });
});
