import { HtmlValidate } from 'html-validate';
import type { ConfigData, Message } from 'html-validate';

/**
 * The conformance check of the public pages' HTML (issue 46 item 5): html-validate's
 * `recommended` preset, with only the rules about how React serialises markup turned off, each
 * for the reason said beside it. Everything about what the markup means (ids, ARIA, labels,
 * attribute values, nesting, required attributes) stays on.
 */
export const PUBLIC_HTML_CONFORMANCE: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (`<img/>`, `<meta/>`): both forms are conforming
    // HTML; the rule only asks for one style.
    'void-style': 'off',
    // React writes boolean and empty attributes with an empty value (`required=""`,
    // `hidden=""`): conforming, a matter of style.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React keeps some attributes in their DOM property's case (`referrerPolicy`, `dateTime`):
    // HTML attribute names are case-insensitive, so this is style.
    'attr-case': 'off',
    // The document's `<!doctype html>` is written in lower case: the doctype is
    // case-insensitive.
    'doctype-style': 'off',
    // React's useId makes ids like `_R_2_`: HTML allows an id to start with any character.
    // `relaxed` keeps the conformance part of the rule on (no whitespace, not empty), which is
    // what caught the product menu's "Other Products" id.
    'valid-id': ['error', { relaxed: true }],
    // Each picture's own ratio, set on its <img> beside width and height so nothing shifts
    // while it loads; every other inline style is still reported.
    'no-inline-style': ['error', { allowedProperties: ['aspect-ratio'] }],
  },
};

const validator = new HtmlValidate(PUBLIC_HTML_CONFORMANCE);

/** Each error in a page, as one readable line: rule, place, message and the element's selector. */
export async function conformanceErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (m: Message) => `${m.ruleId} ${m.line}:${m.column} ${m.message} (${m.selector ?? ''})`,
    ),
  );
}
