// Home carousel paging (lib/domain/carousel.ts): per-view counts, page counts, page offsets and the page a
// scroll position shows, including the trimmed last page; which cards and hero slides have their images in.
import { cardsPerView, carouselCardsWithImages, carouselPageAt, carouselPageCount, carouselPageOffset, slideshowImagesIn } from '@/lib/domain/carousel';

test.each([
  [1216, 304, 4],
  [1216, 243.2, 5],
  [350, 380, 1],
  [660, 330, 2],
  [0, 300, 1],
  [900, 0, 1],
])('cardsPerView(%p, %p) → %p', (viewport, slide, expected) => {
  expect(cardsPerView(viewport, slide)).toBe(expected);
});

test.each([
  [10, 4, 3],
  [10, 1, 10],
  [5, 5, 1],
  [4, 5, 1],
  [0, 3, 0],
  [7, 0, 7],
])('carouselPageCount(%p cards, %p per view) → %p', (count, perView, expected) => {
  expect(carouselPageCount(count, perView)).toBe(expected);
});

// 10 cards of 300 px (with gap), 4 per view: scrollable range 10*300 - 1200 = 1800.
test.each([
  [0, 0],
  [1, 1200],
  [2, 1800], // the last page is trimmed to the end of the range
  [5, 1800],
  [-1, 0],
])('carouselPageOffset(page %p) → %p', (page, expected) => {
  expect(carouselPageOffset(page, 4, 300, 1800)).toBe(expected);
});

test.each([
  [0, 0],
  [500, 0],
  [700, 1],
  [1200, 1],
  [1799.5, 2],
  [1800, 2],
])('carouselPageAt(scrollLeft %p) → page %p', (scrollLeft, expected) => {
  expect(carouselPageAt(scrollLeft, 4, 300, 1800, 3)).toBe(expected);
});

test('a single page is always page 0', () => {
  expect(carouselPageAt(999, 5, 240, 0, 1)).toBe(0);
});

// The cards whose images are in: the page shown and the next one.
test.each([
  [0, 1, 2], // a phone: the card shown and the next
  [0, 4, 8],
  [1, 4, 12],
  [3, 1, 5],
  [0, 0, 2], // before the first measurement: one card per view
  [-1, 2, 4],
  [Number.NaN, 3, 6],
])('carouselCardsWithImages(page %p, %p per view) → %p', (page, perView, expected) => {
  expect(carouselCardsWithImages(page, perView)).toBe(expected);
});

// The hero slides whose images are in once a slide shows: every one up to the next (4 slides).
test.each([
  [1, 0, 2], // the page has settled on the first slide: the second goes in
  [2, 1, 3], // the second shows: the third goes in
  [3, 2, 4],
  [4, 3, 4], // the last shows: all are in already
  [4, 0, 4], // back to the first: nothing is taken out
  [1, 0, 2],
])('slideshowImagesIn(%p in, slide %p showing) → %p', (imagesIn, showing, expected) => {
  expect(slideshowImagesIn(imagesIn, showing, 4)).toBe(expected);
});

test('a slideshow of one slide never asks for more images than it has', () => {
  expect(slideshowImagesIn(1, 0, 1)).toBe(1);
});
