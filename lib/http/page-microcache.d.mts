// Types of page-microcache.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export declare const MAX_BODY: number;
export declare function requestKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null;
export declare function storableSeconds(status: number, headers: OutgoingHttpHeaders, maxSeconds: number): number;
export declare function replayHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders;
export declare function cacheGeneration(): number;

export type MicrocacheOptions = { seconds?: number; maxEntries?: number; maxBytes?: number; now?: () => number; generation?: () => number };
export type MicrocacheEntry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; expires: number; generation: number };

export declare class PageMicrocache {
  constructor(options?: MicrocacheOptions);
  readonly enabled: boolean;
  entries: Map<string, MicrocacheEntry>;
  bytes: number;
  stats: { hits: number; stored: number };
  get(key: string): MicrocacheEntry | undefined;
  set(key: string, response: { status: number; headers: OutgoingHttpHeaders; body: Buffer; generation: number }): boolean;
  delete(key: string): void;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  record(key: string, res: ServerResponse): void;
}
