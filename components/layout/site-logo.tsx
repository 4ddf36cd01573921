import Link from '@/components/ui/app-link';
import { cx } from '@/lib/class-join';

/** The BioArk mark and wordmark, linking home. */
export function SiteLogo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link href="/" onClick={onNavigate} className={cx('inline-flex min-h-11 items-center gap-2 rounded-md font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M11 7c0 6 10 6 10 12s-10 6-10 6M21 7c0 6-10 6-10 12s10 6 10 6" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
        <path d="M12.5 11h7M12.5 21h7" stroke="#fbbf24" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="text-xl">
        Bio<span className="text-primary">Ark</span>
      </span>
      <span className="sr-only">home</span>
    </Link>
  );
}
