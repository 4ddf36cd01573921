import { homeHero } from '@/content/company';

export default function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-24">
      <p>{homeHero.tagline}</p>
      <h1 className="text-5xl font-semibold">{homeHero.headline}</h1>
      <p>{homeHero.claim}</p>
    </section>
  );
}
