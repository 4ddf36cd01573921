// Types of nginx-local.mjs (plain JavaScript: the smoke test and the bench run it without a build step).
export declare function localNginxSite(opts: { upstreams: string[]; listen: string; cacheDir?: string; serverOptions?: string }): string;
export declare function localNginxMain(opts: { dir: string; connections?: number; timingLog?: string }): string;
