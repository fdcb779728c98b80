import { readFileSync, statSync } from 'node:fs';

/** Where app/index.html and app/console.html take the page's head tags and #root's HTML. */
export const HEAD_MARKER = '<!--app-head-->';
export const HTML_MARKER = '<!--app-html-->';

/** A built page template, cut once at its markers. */
export interface PageTemplate {
  /** The page with `head` and `html` between the template's parts. */
  fill: (head: string, html: string) => string;
}

/** The text around one marker, or why the template cannot take it. */
function cut(text: string, marker: string, file: string): [string, string] {
  const parts = text.split(marker);
  if (parts.length !== 2) {
    const found = parts.length - 1;
    throw new Error(
      `The page template ${file} must contain ${marker} exactly once (it has it ${found} times): ` +
        'rebuild it with `npm run build` from app/index.html and app/console.html.',
    );
  }
  return parts as [string, string];
}

/**
 * Cuts a template at its two markers. The page is then joined from the parts and the content,
 * never put in with `String.replace`, whose replacement string expands `$'`, `$&` and `` $` ``:
 * an FAQ answer "Costs 10$' less" would copy the rest of the template into the page.
 */
export function pageTemplate(text: string, file: string): PageTemplate {
  const [beforeHead, afterHead] = cut(text, HEAD_MARKER, file);
  const [beforeHtml, afterHtml] = cut(afterHead, HTML_MARKER, file);
  return { fill: (head, html) => beforeHead + head + beforeHtml + html + afterHtml };
}

/**
 * The templates on disk, each read and cut once per version of the file (a rebuild while the
 * server runs gives it a new modification time, and the next render reads it again).
 */
export function pageTemplates() {
  const known = new Map<string, { modified: number; template: PageTemplate }>();
  return (file: string): PageTemplate => {
    const modified = statSync(file).mtimeMs;
    const cached = known.get(file);
    if (cached?.modified === modified) return cached.template;
    const template = pageTemplate(readFileSync(file, 'utf8'), file);
    known.set(file, { modified, template });
    return template;
  };
}
