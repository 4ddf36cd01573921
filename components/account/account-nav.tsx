'use client';
// The /account sections (lib/domain/account-data.ts ACCOUNT_SECTIONS: one list, so a new section is one entry).
import Link from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { ACCOUNT_SECTIONS, currentSection } from '@/lib/domain/account-data';
import { cn } from '@/lib/utils';

export function AccountNav() {
  const current = currentSection(usePathname() ?? '/account');
  return (
    <nav aria-label="Account" className="print:hidden sm:overflow-x-auto">
      {/* Phones: two rows of three, every section in sight; wider: one row. */}
      <ul className="grid grid-cols-3 border-b sm:flex sm:min-w-max sm:gap-1">
        {ACCOUNT_SECTIONS.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              aria-current={current === s.href ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex min-h-11 w-full items-center justify-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors sm:w-auto',
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
