// Types of first-frame.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
export declare const FIRST_FRAME_FALLBACK_MS: number;
export declare function firstFrameLoader(list: [src: string, integrity: string][]): string;
export declare function deferScriptsToFirstFrame(html: string): string;
export declare function firstFrameScripts(html: string): [src: string, integrity: string][];
export declare const FIRST_SCREEN_YIELD_ID: string;
export declare const FIRST_SCREEN_YIELD_SOURCE: string;
export declare const INLINE_STYLES_MAX_CHARS: number;
export declare function absoluteCssUrls(css: string, href: string): string;
export declare function inlineStylesheets(html: string, cssOf: (href: string) => string | null): string;
export declare function yieldAfterFirstScreen(html: string, src: string, integrity: string): string;
export declare const FIRST_SCREEN_CSS_ATTR: string;
export declare const FIRST_SCREEN_REST_ATTR: string;
export declare const FIRST_SCREEN_STYLES_SOURCE: string;
export declare function firstScreenFirst(
  html: string,
  cssOf: (href: string) => string | null,
  subsetOf: (css: string, classes: Set<string>) => string,
  src: string,
  integrity: string,
): string;
