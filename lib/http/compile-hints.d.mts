// Types of compile-hints.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string | Buffer): Buffer;
export declare function sri(bytes: string | Buffer): string;
export declare function replaceHashes(text: string, renamed: Map<string, string>): string;
export declare function applyCompileHints(nextDir: string): { scripts: number; files: number; skipped?: undefined } | { skipped: string; scripts?: undefined; files?: undefined };
