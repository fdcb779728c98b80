import { useId, useState } from 'react';
import { altOf } from '@/sdk/content/display';
import { readLinkGroups, readLinks } from '@/sdk/content/linkLines';
import { phoneText, telOf } from '@/sdk/content/display';
import type { SiteSettings } from '@/sdk/content';
import { BrandLogo } from '@/src/ui/BrandLogo';
import { LeadLink } from '../LeadLink';
import { defaultImageUrl } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import { HeaderProductMenu } from './HeaderProductMenu';
import './Header.css';

export type HeaderProps = {
  /** The site settings: brand, logo, the sales phone in the bar, the Product menu's links. */
  settings: SiteSettings;
  /** Turns the stored logo path into a URL. */
  imageUrl?: ImageUrlResolver;
};

/**
 * The site header: logo, main navigation with the Product mega-menu, phone and Book a Demo.
 * Below 1000 px the navigation folds behind a Menu button. Book a Demo is a call to action named
 * 'header: Book a Demo' (LeadLink).
 */
export function Header({ settings, imageUrl = defaultImageUrl }: HeaderProps) {
  const productGroups = readLinkGroups(settings.productLinks).groups;
  // The editor's links (settings.headerLinks): sections of the landing page (`/#feature`, plain
  // links: the browser scrolls to the hash, smoothly unless reduced motion is asked for), pages
  // built from blocks, or other sites.
  const navLinks = readLinks(settings.headerLinks);
  const phone = { display: settings.salesPhone, tel: telOf(settings.salesPhone) };
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a href="/" className="site-header__logo" aria-label={`${settings.brandName} home`}>
          <BrandLogo
            name={settings.brandName}
            logoUrl={settings.logo ? imageUrl(settings.logo) : null}
            logoAlt={altOf(settings, 'logo')}
          />
        </a>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setNavOpen((o) => !o)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          </svg>
          Menu
        </button>
        <nav id={navId} className="site-nav" data-open={navOpen || undefined} aria-label="Main">
          <ul className="site-nav__list">
            <li className="site-nav__item">
              <a href="/" className="site-nav__link" onClick={() => setNavOpen(false)}>
                Home
              </a>
            </li>
            {navLinks.map((link) => (
              <li key={`${link.label}|${link.href}`} className="site-nav__item">
                <a href={link.href} className="site-nav__link" onClick={() => setNavOpen(false)}>
                  {link.label}
                </a>
              </li>
            ))}
            <HeaderProductMenu groups={productGroups} />
          </ul>
          <div className="site-header__actions">
            {/* Named by a label: its text is the number alone, with non-breaking spaces. */}
            <a
              className="site-header__phone"
              href={`tel:${phone.tel}`}
              aria-label={`Call us: ${phone.display}`}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
                />
              </svg>
              {phoneText(phone.display)}
            </a>
            <LeadLink cta="header: Book a Demo" className="button button--primary">
              Book a Demo
            </LeadLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
