import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('the tests’ RFC 4180 reader', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'a,"b,c","say ""hi"""\r\n"two\r\nlines",,x\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['two\r\nlines', '', 'x'],
    ]);
  });

  it('reads a last record without its CRLF', () => {
    expect(parseCsv('a,b\r\nc,"d"')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it.each(['a"b\r\n', '"open\r\n', 'a\nb\r\n', '"x"y\r\n', 'a\rb'])('refuses %j', (text) => {
    expect(() => parseCsv(text)).toThrow();
  });
});
