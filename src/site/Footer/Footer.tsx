import type { CSSProperties } from 'react';
import { altOf } from '@/sdk/content/display';
import { readLinkGroups, readLinks } from '@/sdk/content/linkLines';
import { POLICY_PATHS } from '@/sdk/content/sitePages';
import { phoneText, telOf } from '@/sdk/content/display';
import type { SiteSettings } from '@/sdk/content';
import { BrandLogo } from '@/src/ui/BrandLogo';
import { defaultImageUrl } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import './Footer.css';

export type FooterProps = {
  /** The site settings: brand, about text, extra columns, contact, social links. */
  settings: SiteSettings;
  /** Year in the copyright line; defaults to the current year (a prop so stories stay stable). */
  year?: number;
  /** Turns the stored logo path into a URL. */
  imageUrl?: ImageUrlResolver;
};

/** The site's own pages under Resources: routes, not content. */
const policyLinks = [
  { path: POLICY_PATHS.privacy, label: 'Privacy Policies' },
  { path: POLICY_PATHS.terms, label: 'Terms and Conditions' },
  { path: POLICY_PATHS.refund, label: 'Refunds Policy' },
] as const;

/**
 * The site footer: About Us, the editor's extra link columns, Resources (the three policies),
 * Contact Us with the social links, and the copyright.
 */
export function Footer({
  settings,
  year = new Date().getFullYear(),
  imageUrl = defaultImageUrl,
}: FooterProps) {
  const columns = readLinkGroups(settings.footerColumns).groups;
  const social = readLinks(settings.socialLinks);
  const phones = [
    { label: 'Sales', display: settings.salesPhone },
    { label: 'Support', display: settings.supportPhone },
  ];
  const grid = { '--footer-extra-columns': columns.length } as CSSProperties;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid" style={grid}>
        <section aria-labelledby="footer-about">
          <BrandLogo
            tone="light"
            name={settings.brandName}
            logoUrl={settings.logo ? imageUrl(settings.logo) : null}
            logoAlt={altOf(settings, 'logo')}
          />
          <h2 id="footer-about" className="site-footer__title">
            About Us
          </h2>
          <p>{settings.footerAbout}</p>
        </section>
        {columns.map((column, i) => (
          <nav key={`${column.title}-${i}`} aria-labelledby={`footer-column-${i}`}>
            <h2 id={`footer-column-${i}`} className="site-footer__title">
              {column.title || 'Links'}
            </h2>
            <ul className="site-footer__list">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="site-footer__title">
            Resources
          </h2>
          <ul className="site-footer__list">
            {policyLinks.map((p) => (
              <li key={p.path}>
                <a href={p.path}>{p.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Contact Us
          </h2>
          <ul className="site-footer__list">
            {phones.map((phone) => (
              <li key={phone.label}>
                {phone.label}:{' '}
                <a href={`tel:${telOf(phone.display)}`}>{phoneText(phone.display)}</a>
              </li>
            ))}
            <li>
              Sales: <a href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a>
            </li>
            <li>
              Support: <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </li>
          </ul>
          <address className="site-footer__address">
            {settings.postalAddress.split(/\r?\n/).map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </address>
          {social.length > 0 ? (
            <ul className="site-footer__social" aria-label="Follow us">
              {social.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="noopener">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © {year} {settings.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
