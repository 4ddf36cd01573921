// Types of html-response.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const MAX_HTML_BYTES: number;
export declare function isPageRequest(req: IncomingMessage): boolean;
export declare function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null;
export declare class FinishedPages {
  constructor(options?: { maxEntries?: number; maxBytes?: number });
  readonly bytes: number;
  get(key: string): { body: Buffer; headers: Record<string, string>; encoded: boolean } | null;
  set(key: string, value: { body: Buffer; headers: Record<string, string>; encoded: boolean }): void;
}
export declare function holdPageResponse(
  req: IncomingMessage,
  res: ServerResponse,
  hooks: {
    onPage: (html: string, status: number) => { status?: number; headers?: Record<string, string>; html?: string } | undefined;
    onOversize: (status: number) => Record<string, string>;
    onSend?: (status: number) => void;
    variant?: string;
  },
  cache?: FinishedPages | null,
): void;
