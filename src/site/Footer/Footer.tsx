import { site } from '@/src/config/site';
import type { SiteConfig } from '@/src/config/site';
import { BrandLogo } from '@/src/ui/BrandLogo';
import './Footer.css';

export type FooterProps = {
  /** Year in the copyright line; defaults to the current year (a prop so stories stay stable). */
  year?: number;
  /** Contact block; defaults to the site config. */
  contact?: SiteConfig['contact'];
};

/** The site footer: About Us, Resources (the three policies), Contact Us and the copyright. */
export function Footer({ year = new Date().getFullYear(), contact = site.contact }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <BrandLogo tone="light" />
          <h2 id="footer-about" className="site-footer__title">
            About Us
          </h2>
          <p>
            {site.brand.name} is a learning management system for educators and learners: live and
            recorded classes, test series, fee collection and a branded student app, built for
            coaching institutes, schools and independent teachers.
          </p>
        </section>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="site-footer__title">
            Resources
          </h2>
          <ul className="site-footer__list">
            {site.policies.map((p) => (
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
            {contact.phones.map((phone) => (
              <li key={phone.tel}>
                {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
              </li>
            ))}
            <li>
              Sales: <a href={`mailto:${contact.salesEmail}`}>{contact.salesEmail}</a>
            </li>
            <li>
              Support: <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            </li>
          </ul>
          <address className="site-footer__address">
            {contact.postalAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © {year} {site.brand.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
