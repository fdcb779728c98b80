// Link lists an editor types as plain lines (the settings form's header links, product menu,
// footer columns, social links): one `Label | address` per line, and `## Title` starting a group.
// An address is a web address (https://…) or a page of this site (`/for-schools`, `/#feature`).
// Plain text keeps the content API flat (every form field is text) while the site gets real groups.

/** A link that leaves the site. */
export interface ExternalLink {
  label: string;
  href: string;
}

/** A titled list of links (a column of the Product menu or of the footer). */
export interface LinkGroup {
  title: string;
  links: ExternalLink[];
}

/** Where the text is wrong: the 1-based line and what to fix. */
export interface LinkLinesError {
  line: number;
  message: string;
}

const isWebAddress = (href: string): boolean => {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** A path on this site (`/for-schools`, `/#feature`): one slash, then no space. */
export const isSiteLink = (href: string): boolean => /^\/(?![/\\])\S*$/.test(href);

/** One `Label | address` line, or why it is not one. */
function readLink(line: string): ExternalLink | string {
  const bar = line.lastIndexOf('|');
  if (bar < 0) return 'Write each link as "Label | https://address".';
  const label = line.slice(0, bar).trim();
  const href = line.slice(bar + 1).trim();
  if (!label) return 'A link needs a label before the "|".';
  if (!isWebAddress(href) && !isSiteLink(href))
    return 'A link address must start with https://, http://, or / for a page of this site.';
  return { label, href };
}

/**
 * Reads grouped link lines. Links before the first `## Title` land in a group without a title
 * (the social links have none). Blank lines are ignored.
 */
export function readLinkGroups(text: string): { groups: LinkGroup[]; error?: LinkLinesError } {
  const groups: LinkGroup[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('##')) {
      const title = line.replace(/^#+/, '').trim();
      if (!title) return { groups, error: { line: index + 1, message: 'A group needs a title.' } };
      groups.push({ title, links: [] });
      continue;
    }
    const link = readLink(line);
    if (typeof link === 'string') return { groups, error: { line: index + 1, message: link } };
    if (groups.length === 0) groups.push({ title: '', links: [] });
    groups.at(-1)?.links.push(link);
  }
  return { groups };
}

/** Every link of the text, groups flattened (social links). */
export const readLinks = (text: string): ExternalLink[] =>
  readLinkGroups(text).groups.flatMap((group) => group.links);

/** Writes groups back as lines: the demo seed and tests build the text from data with it. */
export function writeLinkGroups(groups: readonly LinkGroup[]): string {
  return groups
    .flatMap((group) => [
      ...(group.title ? [`## ${group.title}`] : []),
      ...group.links.map((link) => `${link.label} | ${link.href}`),
    ])
    .join('\n');
}
