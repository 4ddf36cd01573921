// The closing section of the catalogue (docs/requirements.md §2): 'Need Custom Solutions?'.
import Link from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';

export function CustomSolutionsCta() {
  return (
    <section aria-labelledby="custom-solutions-title" className="border-t bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8 lg:py-16">
        <div className="max-w-2xl">
          <h2 id="custom-solutions-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Need Custom Solutions?
          </h2>
          <p className="mt-2 text-muted-foreground">
            Custom constructs, cell lines, bulk reagent orders or a project you do not see here — our scientists will scope it
            with you and reply within 24 hours.
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href="/request-quote" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            Request Custom Quote
          </Link>
          <Link href="/contact" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Contact Our Team
          </Link>
        </div>
      </div>
    </section>
  );
}
