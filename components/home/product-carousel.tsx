'use client';
// A home product carousel (docs/requirements.md §2 Home, §9): cards per view by width — featured 1/2/3/4 and gene editing
// 1/2/3/5 at <640/640/1024/1280 px — with a 30 px gap, dots and arrows; native scrolling with snap points
// (touch and trackpad swipe as the platform does it), arrow keys, and focus scrolls a card into view.
// Slide widths are plain CSS, so the server HTML has the final layout (no CLS); paging math lives in
// lib/domain/carousel.ts. No carousel library: the page's first load stays small.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon } from '@/components/icons/chevron-left';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { useNearViewport } from '@/lib/client/near-viewport';
import { cardsPerView, carouselCardsWithImages, carouselPageAt, carouselPageCount, carouselPageOffset } from '@/lib/domain/carousel';
import type { HomeProductCard } from '@/lib/domain/storefront';
import { cx } from '@/lib/class-join';
import { ProductCard } from './product-card';
import type { ImgAttrs } from '@/components/ui/image-attrs';
import type { CarouselLayout } from './card-images';

const SLIDE_CLASS: Record<CarouselLayout, string> = {
  featured: 'basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4',
  'gene-editing': 'basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/5',
};

interface Geometry {
  perView: number;
  slideWidth: number;
  maxScroll: number;
  pages: number;
}

function measure(viewport: HTMLElement, count: number): Geometry {
  const slide = viewport.querySelector<HTMLElement>('[data-carousel-slide]');
  const slideWidth = slide?.getBoundingClientRect().width ?? 0;
  const perView = cardsPerView(viewport.clientWidth + 30, slideWidth);
  return { perView, slideWidth, maxScroll: viewport.scrollWidth - viewport.clientWidth, pages: carouselPageCount(count, perView) };
}

const SCROLL_END_FALLBACK_MS = 2000;

/** Scrolls to `left`; true while a smooth scroll runs (a `scrollend` event will follow). */
function scrollViewport(viewport: HTMLElement, left: number): boolean {
  if (Math.abs(left - viewport.scrollLeft) < 1) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  viewport.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
  return smooth && 'onscrollend' in window;
}

export function ProductCarousel({
  id,
  title,
  eyebrow,
  products,
  images,
  layout,
}: {
  id: string;
  title: string;
  eyebrow: string;
  products: HomeProductCard[];
  /** From carouselImages() on the server, by image URL. */
  images: Record<string, ImgAttrs>;
  layout: CarouselLayout;
}) {
  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  // The carousels sit below the first screen: their images load when the section comes near the viewport, and
  // then only the cards of the page shown and the next one (a phone shows one card of ten: it loaded ten images).
  const near = useNearViewport(sectionRef);
  const [imagesUpTo, setImagesUpTo] = useState(0);
  const imagesAhead = useCallback((page: number, perView: number) => setImagesUpTo((n) => Math.max(n, carouselCardsWithImages(page, perView))), []);
  const geometry = useRef<Geometry>({ perView: 1, slideWidth: 0, maxScroll: 0, pages: 0 });
  // True while a smooth scroll asked for by an arrow or a dot runs; `pending` is a page asked for meanwhile.
  const scrolling = useRef(false);
  const pending = useRef<number | null>(null);
  const [pages, setPages] = useState(0);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(products.length > 1);

  const sync = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const g = (geometry.current = measure(viewport, products.length));
    const left = viewport.scrollLeft;
    setPages(g.pages);
    const page = carouselPageAt(left, g.perView, g.slideWidth, g.maxScroll, g.pages);
    imagesAhead(page, g.perView);
    // While an arrow's smooth scroll runs, the page shown is the one asked for, not the one passing by.
    if (!scrolling.current) setSelected(page);
    setCanPrev(left > 1);
    setCanNext(left < g.maxScroll - 1);
  }, [products.length, imagesAhead]);

  useEffect(() => {
    const viewport = viewportRef.current;
    // Measured once the section is near the viewport: until then the browser has not laid it out (below-fold),
    // and measuring would make it lay out the whole carousel during the first load.
    if (!viewport || !near) return;
    sync();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(sync);
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(onScroll);
    resize.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [sync, near]);

  // A page asked for while a smooth scroll is still running (a second arrow press) waits for it to end:
  // Chromium drops a second smooth scrollTo on a snapping container, and the carousel stayed a page behind.
  const scrollToPage = (page: number) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const g = (geometry.current = measure(viewport, products.length));
    const target = Math.max(0, Math.min(page, g.pages - 1));
    setSelected(target);
    imagesAhead(target, g.perView);
    if (scrolling.current) {
      pending.current = target;
      return;
    }
    scrolling.current = scrollViewport(viewport, carouselPageOffset(target, g.perView, g.slideWidth, g.maxScroll));
    // Should a `scrollend` never come, the dots follow the scroll position again after a moment.
    if (scrolling.current) window.setTimeout(() => viewport.dispatchEvent(new Event('scrollend')), SCROLL_END_FALLBACK_MS);
  };

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onScrollEnd = () => {
      scrolling.current = false;
      const next = pending.current;
      pending.current = null;
      if (next === null) {
        sync();
        return;
      }
      const g = (geometry.current = measure(viewport, products.length));
      scrolling.current = scrollViewport(viewport, carouselPageOffset(next, g.perView, g.slideWidth, g.maxScroll));
    };
    viewport.addEventListener('scrollend', onScrollEnd);
    return () => viewport.removeEventListener('scrollend', onScrollEnd);
  }, [products.length, sync]);
  const scrollPrev = () => scrollToPage(selected - 1);
  const scrollNext = () => scrollToPage(selected + 1);

  const headingId = `${id}-heading`;
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      data-testid={`carousel-${id}`}
      className="below-fold mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).closest('input, textarea, select')) return;
        if (e.key === 'ArrowLeft') {
          e.preventDefault();
          scrollPrev();
        }
        if (e.key === 'ArrowRight') {
          e.preventDefault();
          scrollNext();
        }
      }}
    >
      <div className="mb-8 flex items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            {title}
          </h2>
        </div>
        <div className="flex shrink-0 gap-2">
          <ArrowButton label={`Previous ${title}`} disabled={!canPrev} onClick={scrollPrev}>
            <ChevronLeftIcon className="size-5" aria-hidden="true" />
          </ArrowButton>
          <ArrowButton label={`Next ${title}`} disabled={!canNext} onClick={scrollNext}>
            <ChevronRightIcon className="size-5" aria-hidden="true" />
          </ArrowButton>
        </div>
      </div>
      {products.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">New products are on their way.</p>
      ) : (
        <div
          ref={viewportRef}
          className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          data-carousel-viewport
        >
          <ul className="-ml-[30px] flex">
            {products.map((p, i) => (
              <li
                key={p.id}
                data-carousel-slide
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${products.length}`}
                className={cx('min-w-0 shrink-0 grow-0 pl-[30px] [&>article]:snap-start', SLIDE_CLASS[layout])}
              >
                <ProductCard product={p} image={images[p.image]} showImage={near && i < imagesUpTo} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 flex min-h-11 justify-center" role="group" aria-label={`${title} pages`}>
        {pages > 1 &&
          Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to page ${i + 1} of ${title}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => scrollToPage(i)}
              className="group inline-flex size-11 cursor-pointer items-center justify-center"
            >
              <span className={carouselDotClassName(i === selected)} />
            </button>
          ))}
      </div>
    </section>
  );
}

export function carouselDotClassName(current: boolean): string {
  return cx('block h-2 rounded-full transition-all duration-200', current ? 'w-6 bg-primary' : 'w-2 bg-slate-300 group-hover:bg-slate-400');
}

function ArrowButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full border bg-background text-foreground shadow-xs transition-colors hover:border-primary hover:text-primary disabled:cursor-default disabled:opacity-40 disabled:hover:border-border disabled:hover:text-foreground"
    >
      {children}
    </button>
  );
}
