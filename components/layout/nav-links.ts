// The header and footer links of docs/requirements.md §2 (Header and footer).
export interface NavLink {
  href: string;
  label: string;
}

export const HEADER_LINKS = {
  home: { href: '/', label: 'Home' },
  products: { href: '/products', label: 'Products' },
  services: { href: '/services', label: 'Services' },
  design: { href: '/design', label: 'Design' },
  blog: { href: '/blog', label: 'Blog' },
  investors: { href: '/investors', label: 'Investors' },
  whyBioark: { href: '/why-bioark', label: 'Why BioArk' },
} satisfies Record<string, NavLink>;

export const REQUEST_QUOTE_LINK: NavLink = { href: '/request-quote', label: 'Request Quote' };

/** Footer columns; together they hold every footer link of docs/requirements.md §2, and the COA lookup (docs/documents.md). */
export const FOOTER_SECTIONS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { href: '/products', label: 'Products' },
      { href: '/cart', label: 'Cart' },
      { href: '/request-quote', label: 'Request Quote' },
      { href: '/documents', label: 'Certificates of Analysis' },
    ],
  },
  {
    title: 'Services',
    links: [
      { href: '/services', label: 'Services' },
      { href: '/design', label: 'Gene Design' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/why-bioark', label: 'Why BioArk' },
      { href: '/investors', label: 'Investors' },
      { href: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/terms', label: 'Terms of Service' },
      { href: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
