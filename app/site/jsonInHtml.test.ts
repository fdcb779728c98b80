import { describe, expect, it } from 'vitest';
import { jsonInHtml } from './jsonInHtml';

describe('JSON inside a <script> element', () => {
  const value = { answer: "Costs 10$' less </script><!--<script>&amp;\u2028\u2029\u202e😀\"'" };

  it('has no character that could end or break the element', () => {
    expect(jsonInHtml(value)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(jsonInHtml(value)).toContain('\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonInHtml(value))).toEqual(value);
  });
});
