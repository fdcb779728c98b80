import { describe, expect, it } from 'vitest';
import { pickedFaqs, videoEmbed } from './blockRules';

describe('videoEmbed', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    ],
    [
      'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=10',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    ],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
    [
      'https://www.vimeo.com/76979871/abcdef',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    ],
  ])('plays %s from the privacy-enhanced host', (url, src) => {
    expect(videoEmbed(url)?.src).toBe(src);
  });

  it.each([
    'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://example.com/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe('pickedFaqs', () => {
  const faq = (id: string, isActive = true) => ({ _id: id, isActive });
  it('answers the picked active entries in the block’s order, or every active one', () => {
    const all = [faq('a'), faq('b'), faq('c', false)];
    expect(pickedFaqs(['b', 'a', 'c', 'gone'], all).map((f) => f._id)).toEqual(['b', 'a']);
    expect(pickedFaqs([], all).map((f) => f._id)).toEqual(['a', 'b']);
  });
});
