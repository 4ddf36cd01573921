// Types of not-found-status.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
export declare function pageStatus(html: string, status: number): number;
