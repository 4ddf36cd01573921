// Paging of the home carousels (docs/requirements.md §2 Home): a page is one view's worth of cards ('slidesToScroll: auto'),
// and the last page ends flush with the last card (trimmed, never blank space). Pure functions of the
// measured geometry, so the component only measures and scrolls.

/** How many cards a view shows, from the viewport width and one slide's width (card + gap). */
export function cardsPerView(viewportWidth: number, slideWidth: number): number {
  if (!(slideWidth > 0) || !(viewportWidth > 0)) return 1;
  return Math.max(1, Math.round(viewportWidth / slideWidth));
}

/** The number of pages for `count` cards at `perView` per view (the last page may be partly the previous). */
export function carouselPageCount(count: number, perView: number): number {
  if (count <= 0) return 0;
  return Math.max(1, Math.ceil(count / Math.max(1, perView)));
}

/** Where page `page` starts, clamped to the scrollable range (the last page ends at the last card). */
export function carouselPageOffset(page: number, perView: number, slideWidth: number, maxScroll: number): number {
  return Math.min(Math.max(0, page * perView * slideWidth), Math.max(0, maxScroll));
}

/** The page a scroll position shows: the end of the range is the last page, otherwise the nearest start. */
export function carouselPageAt(scrollLeft: number, perView: number, slideWidth: number, maxScroll: number, pages: number): number {
  if (pages <= 1) return 0;
  if (scrollLeft >= maxScroll - 1) return pages - 1;
  const pageWidth = perView * slideWidth;
  if (!(pageWidth > 0)) return 0;
  return Math.min(pages - 1, Math.max(0, Math.round(scrollLeft / pageWidth)));
}

/**
 * How many cards, from the first, have their image put in while page `page` shows: that page's and the next
 * page's (so a swipe or an arrow finds the next images loaded), never fewer than one view.
 */
export function carouselCardsWithImages(page: number, perView: number): number {
  const view = Math.max(1, Math.floor(perView) || 1);
  return (Math.max(0, Math.floor(page) || 0) + 2) * view;
}

/**
 * How many hero slides, from the first, have their image in once slide `showing` shows (the home slideshow): every
 * one before it, it and the next one — the next image is in a whole interval before its turn. Never fewer than
 * `imagesIn` (images once put in stay) and never more than `count`.
 */
export function slideshowImagesIn(imagesIn: number, showing: number, count: number): number {
  return Math.max(imagesIn, Math.min(count, showing + 2));
}
