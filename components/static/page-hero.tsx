// The shared hero band of the storefront pages: eyebrow, title, an optional intro, optional content below it.
export function PageHero({ eyebrow, title, children, after }: { eyebrow: string; title: string; children?: React.ReactNode; after?: React.ReactNode }) {
  return (
    <section className="border-b bg-gradient-to-br from-primary/10 via-surface to-background">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-base text-muted-foreground sm:text-lg">{children}</div> : null}
        {after}
      </div>
    </section>
  );
}
