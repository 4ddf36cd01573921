// The admin portal's tabs, each its own URL (so reload and back work). Every feature adds its page under
// app/admin/(portal)/<slug>/page.tsx; the shell renders this list.
export const ADMIN_TABS = [
  { slug: 'overview', href: '/admin', label: 'Overview', icon: 'LayoutDashboard' },
  { slug: 'users', href: '/admin/users', label: 'Users', icon: 'Users' },
  { slug: 'products', href: '/admin/products', label: 'Products', icon: 'Package' },
  { slug: 'services', href: '/admin/services', label: 'Services', icon: 'FlaskConical' },
  { slug: 'blog', href: '/admin/blog', label: 'Blog', icon: 'Newspaper' },
  { slug: 'quotes', href: '/admin/quotes', label: 'Quotes', icon: 'Inbox' },
  { slug: 'messages', href: '/admin/messages', label: 'Messages', icon: 'MessageSquare' },
  { slug: 'offers', href: '/admin/offers', label: 'Offers', icon: 'FileSignature' },
  { slug: 'orders', href: '/admin/orders', label: 'Orders', icon: 'ShoppingBag' },
  { slug: 'customers', href: '/admin/customers', label: 'Customers', icon: 'Contact' },
  { slug: 'email', href: '/admin/email', label: 'Email (SMTP)', icon: 'Mail' },
  { slug: 'media', href: '/admin/media', label: 'Media', icon: 'Image' },
  { slug: 'search', href: '/admin/search', label: 'Search', icon: 'Search' },
  { slug: 'activity', href: '/admin/activity', label: 'Activity', icon: 'History' },
] as const;

export type AdminTabSlug = (typeof ADMIN_TABS)[number]['slug'];
