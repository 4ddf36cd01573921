'use client';
// The home hero (docs/requirements.md §2 Home, §9): a fading slideshow of 4 background images that loops, with clickable
// pagination dots and previous/next arrows; 85vh high, at least 600 px, 768 px on large screens. The text is
// server-rendered children; the first image is preloaded (the LCP element); each other slide's image is put in one slide
// ahead of it (the second once the page has settled), and all of them once a visitor picks a slide. Autoplay pauses while
// the pointer or focus is inside, when the tab is hidden, and never starts for visitors who prefer reduced motion.
import { useCallback, useEffect, useState } from 'react';
import { ChevronLeftIcon } from '@/components/icons/chevron-left';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { whenPageSettled } from '@/lib/client/page-settled';
import { cx } from '@/lib/class-join';
import { slideshowImagesIn } from '@/lib/domain/carousel';
import type { ImgAttrs } from '@/components/ui/image-attrs';
import { preloadImage } from '@/components/ui/image-preload';

export const HERO_INTERVAL_MS = 6000;
/** After the page's load event (and an idle moment): the second slide's image goes in, well before its turn. */
export const HERO_NEXT_IMAGE_DELAY_MS = 2000;

export interface HeroSlideImage {
  image: string;
  alt: string;
  /** From heroSlideImages() on the server: <img> attributes, so no image code ships to the browser. */
  img: ImgAttrs;
}

export function HeroSlideshow({ slides, children }: { slides: HeroSlideImage[]; children: React.ReactNode }) {
  // `imagesIn`: how many slides, from the first, have their image in. Only the first is in the server HTML; the
  // next one is put in once the page has settled and each later one when the slide before it shows (a whole
  // interval ahead), so a visit of a few seconds loads one or two hero images instead of four and the first
  // load's network and main thread go to the first screen (docs/architecture.md#main-thread-work). A visitor
  // who picks a slide gets them all.
  const [{ index, imagesIn }, setShow] = useState({ index: 0, imagesIn: 1 });
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  // The first slide is the page's largest paint: preloaded in the head with high priority.
  if (slides[0]) preloadImage(slides[0].img);
  const go = useCallback((i: number) => setShow({ index: ((i % count) + count) % count, imagesIn: count }), [count]);

  useEffect(() => whenPageSettled(() => setShow((s) => ({ ...s, imagesIn: slideshowImagesIn(s.imagesIn, s.index, count) })), HERO_NEXT_IMAGE_DELAY_MS), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => {
      if (document.hidden) return;
      setShow((s) => {
        const next = (s.index + 1) % count;
        return { index: next, imagesIn: slideshowImagesIn(s.imagesIn, next, count) };
      });
    }, HERO_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-testid="hero"
      className="relative isolate h-[85vh] min-h-[600px] overflow-hidden bg-slate-950 lg:h-[768px]"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setPaused(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setPaused(false)}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget && (e.target as HTMLElement).closest('a, input, textarea')) return;
        if (e.key === 'ArrowLeft') go(index - 1);
        if (e.key === 'ArrowRight') go(index + 1);
      }}
    >
      {slides.map((s, i) => (
        <div
          key={s.image}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${count}`}
          aria-hidden={i !== index}
          data-active={i === index ? 'true' : 'false'}
          className={cx('absolute inset-0 -z-20 transition-opacity duration-700 ease-in-out', i === index ? 'opacity-100' : 'opacity-0')}
        >
          {i < imagesIn && (
            // eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps (heroSlideImages)
            <img {...s.img} alt={s.alt} />
          )}
        </div>
      ))}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/90 via-slate-950/65 to-slate-950/20" aria-hidden="true" />
      {children}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-6 z-10 mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-1" role="group" aria-label="Choose slide">
            {slides.map((s, i) => (
              <button
                key={s.image}
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="group inline-flex size-11 cursor-pointer items-center justify-center"
              >
                <span
                  className={cx(
                    'block h-1.5 rounded-full transition-all duration-200',
                    i === index ? 'w-8 bg-accent' : 'w-4 bg-white/50 group-hover:bg-white/80',
                  )}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label="Previous slide"
              onClick={() => go(index - 1)}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-white/30 bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/20"
            >
              <ChevronLeftIcon className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label="Next slide"
              onClick={() => go(index + 1)}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-white/30 bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/20"
            >
              <ChevronRightIcon className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
