// Types of first-frame.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
export declare const FIRST_FRAME_FALLBACK_MS: number;
export declare function firstFrameLoader(list: [src: string, integrity: string][]): string;
export declare function deferScriptsToFirstFrame(html: string): string;
export declare function firstFrameScripts(html: string): [src: string, integrity: string][];
