// Types of security-headers.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
export interface CspSources {
  connect: string[];
  img: string[];
  frame: string[];
}
export declare function baseSecurityHeaders(opts?: { https?: boolean }): Record<string, string>;
export declare function isSharedPublicResponse(headers: Record<string, unknown>): boolean;
export declare function openerPolicyApplies(headers: Record<string, unknown>): boolean;
export declare function inlineScriptHashes(html: string): string[];
export declare function addScriptIntegrity(html: string, integrityOf: (src: string) => string | null): string;
export declare function cspSourcesFromEnv(env: Record<string, string | undefined>): CspSources;
export declare function contentSecurityPolicy(opts: { scriptHashes?: string[]; https?: boolean; sources?: CspSources; reportUri?: string | null; fallbackInline?: boolean }): string;
