// docs/requirements.md §2: any other path shows '404', 'Oops! Page not found' and a 'Return to Home' link.
import Link from '@/components/ui/app-link';
import { HouseIcon as HomeIcon } from '@/components/icons/house';
import { buttonVariants } from '@/components/ui/button';

export function NotFoundContent() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-bold tracking-tight text-primary tabular-nums sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has been moved.</p>
      <Link href="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <HomeIcon aria-hidden="true" />
        Return to Home
      </Link>
    </div>
  );
}
