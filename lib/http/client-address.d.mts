// Types of client-address.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
import type { IncomingMessage } from 'node:http';
export declare function parseTrustProxy(value: string | undefined | null): number;
export declare function normalizeAddress(value: string | undefined | null): string | null;
export declare function resolveClientAddress(opts: { peer: string | undefined | null; forwardedFor?: string | string[] | null; trustedHops?: number }): string;
export declare function applyClientAddress(req: IncomingMessage, trustedHops?: number): string;
