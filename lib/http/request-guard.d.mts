// Types of request-guard.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
import type { ServerResponse } from 'node:http';
export interface Refusal {
  status: number;
  error: string;
  headers?: Record<string, string>;
}
export declare const ALLOWED_METHODS: string[];
export declare function refuseRequest(method: string | undefined, url: string | undefined): Refusal | null;
export declare function sendRefusal(res: ServerResponse, refusal: Refusal, extraHeaders?: Record<string, string>): void;
