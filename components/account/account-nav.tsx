'use client';
// The /account sections (lib/domain/account-data.ts ACCOUNT_SECTIONS: one list, so a new section is one entry).
import Link from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { ACCOUNT_SECTIONS, currentSection } from '@/lib/domain/account-data';
import { cn } from '@/lib/utils';

export function AccountNav() {
  const current = currentSection(usePathname() ?? '/account');
  return (
    <nav aria-label="Account" className="-mx-4 overflow-x-auto px-4 print:hidden sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b">
        {ACCOUNT_SECTIONS.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              aria-current={current === s.href ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                current === s.href ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
              )}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
