/** One numbered section of a policy page. */
export type PolicySection = {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
};

/** A policy page's content: the route it lives on, its title and its numbered sections. */
export type PolicyDocument = {
  path: '/privacy-policy' | '/term-condition' | '/refund-policy';
  title: string;
  /** ISO date of the last change, shown as "Last updated". */
  updated: string;
  intro: readonly string[];
  sections: readonly PolicySection[];
};

/** The site's facts a policy names: the brand and the addresses to write to (site settings). */
export type PolicyFacts = {
  brand: { name: string; legalName: string };
  mail: { support: string; privacy: string; billing: string };
};
