// The class lists of the text-like controls (input, textarea, native select) on their own, without `cn`: a client
// component on a page's first load (the catalogue filters) uses them with a plain join, so lib/class-merge.ts
// stays out of that page's JavaScript (docs/architecture.md#first-load-javascript).

/** Shared look of text-like controls (input, textarea, native select). */
export const controlClasses = [
  'w-full min-w-0 rounded-md border border-input bg-background text-base text-foreground shadow-xs md:text-sm',
  'transition-colors duration-150 placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
].join(' ');

/** Input's own classes after the shared ones. */
export const inputClasses = [
  'h-10 px-3 py-2 max-sm:min-h-11 pointer-coarse:min-h-11',
  'file:mr-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
].join(' ');

/** NativeSelect: the wrapper's and the <select>'s own classes after the shared ones. */
export const nativeSelectWrapperClasses = 'relative w-full';
export const nativeSelectClasses = [
  'cursor-pointer appearance-none py-2 pr-9 pl-3',
  'data-[size=default]:h-10 data-[size=default]:max-sm:min-h-11 data-[size=default]:pointer-coarse:min-h-11 data-[size=sm]:h-9',
].join(' ');
export const nativeSelectChevronClasses = 'pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground';
