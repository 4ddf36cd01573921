// All configuration, validated once with zod (docs/conventions.md 8). A bad value stops start with a message naming it.
import { z } from 'zod';
import { parseTrustProxy } from '@/lib/http/client-address.mjs';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const boolString = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  /** PostgreSQL connections per instance (default 10). */
  DATABASE_POOL_MAX: optionalString.pipe(z.string().regex(/^\d{1,4}$/, 'must be a whole number').optional()).transform((v) => (v ? Number(v) : undefined)),
  /** Seconds an idle PostgreSQL connection is kept before it is closed (default 300; docs/runbook.md). */
  DATABASE_IDLE_TIMEOUT: optionalString.pipe(z.string().regex(/^\d{1,5}$/, 'must be a whole number of seconds').optional()).transform((v) => (v ? Number(v) : undefined)),
  /** Where the SQL migrations are read from (default db/migrations; the container sets it). */
  MIGRATIONS_DIR: optionalString,
  PGLITE_DIR: optionalString,
  MEDIA_DIR: optionalString,
  PORT: optionalString.pipe(z.string().regex(/^\d+$/, 'must be a port number').optional()).transform((v) => (v ? Number(v) : undefined)),
  HOSTNAME: optionalString,
  /** Public origin of the site, used for absolute URLs (sitemap, OpenGraph, Stripe return URLs). */
  SITE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL such as https://shop.example.com' }).optional()),
  /** Older name of the public origin; SITE_URL wins. */
  NEXT_PUBLIC_SITE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL such as https://shop.example.com' }).optional()),
  /** next-auth's own origin, only when it must differ from SITE_URL (unset: SITE_URL, else the request's). */
  NEXTAUTH_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL such as https://shop.example.com' }).optional()),
  /** Secret for session tokens and signed media URLs. Generated and stored in the data folder when unset. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** next-auth's name for AUTH_SECRET, used when AUTH_SECRET is unset. */
  NEXTAUTH_SECRET: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  STRIPE_SECRET_KEY: optionalString.pipe(z.string().startsWith('sk_', 'must start with sk_').optional()),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().startsWith('whsec_', 'must start with whsec_').optional()),
  /** Test hook: points the real stripe SDK at a loopback fake (host:port). */
  STRIPE_API_HOST: optionalString,
  /** Test hook: the image optimizer's cache folder that deleting a library image purges (lib/server/media/optimizer-cache.ts). */
  NEXT_IMAGE_CACHE_DIR: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_FORCE_PATH_STYLE: boolString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_BASE_URL: optionalString.pipe(z.url().optional()),
  S3_UPLOAD_ENDPOINT: optionalString.pipe(z.url().optional()),
  /** Unset: info (warn under tests). */
  LOG_LEVEL: optionalString.pipe(z.enum(['debug', 'info', 'warn', 'error']).optional()),
  /** Seconds scripts/serve.mjs replays a public page from memory (lib/http/page-microcache.mjs); 0 turns it off. */
  PAGE_MICROCACHE_SECONDS: optionalString.pipe(z.string().regex(/^\d{1,2}$/, 'must be a whole number of seconds from 0 to 99').optional()),
  /** 0: scripts/serve.mjs leaves Next's script tags as written instead of requesting them after the first paint. */
  FIRST_FRAME_SCRIPTS: optionalString.pipe(z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional()),
  /** 0: scripts/serve.mjs leaves the stylesheet links and adds no first-screen script (lib/http/first-frame.mjs). */
  FIRST_SCREEN_EARLY: optionalString.pipe(z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional()),
  /**
   * The page cache's memory bounds (lib/cache/cache-handler.cjs; defaults 256 MB, 5000 entries). Next loads that
   * handler outside the bundle, so it reads these two itself; they are validated here so a bad value stops start.
   */
  PAGE_CACHE_MAX_MB: optionalString.pipe(z.string().regex(/^\d{1,6}(\.\d+)?$/, 'must be a number of megabytes').optional()),
  PAGE_CACHE_MAX_ENTRIES: optionalString.pipe(z.string().regex(/^\d{1,9}$/, 'must be a whole number').optional()),
  /** Milliseconds between heartbeats on a product-update stream (default 25000). */
  SSE_HEARTBEAT_MS: optionalString.pipe(z.string().regex(/^\d{1,7}$/, 'must be a whole number of milliseconds').optional()).transform((v) => (v ? Number(v) : undefined)),
  /** Open product-update streams allowed per client address, and in the whole process (docs/security.md item 29, 33). */
  SSE_MAX_PER_ADDRESS: optionalString.pipe(z.string().regex(/^\d{1,5}$/, 'must be a whole number').optional()).transform((v) => (v ? Number(v) : undefined)),
  SSE_MAX_TOTAL: optionalString.pipe(z.string().regex(/^\d{1,6}$/, 'must be a whole number').optional()).transform((v) => (v ? Number(v) : undefined)),
  /** Forms sent sooner than this after they opened are asked to be sent again (the timing check; 0 = off). */
  FORM_MIN_FILL_MS: optionalString.pipe(z.string().regex(/^\d{1,6}$/, 'must be a whole number of milliseconds').optional()).transform((v) => (v ? Number(v) : undefined)),
  /** Disable the in-process outbox worker (e.g. when a separate worker runs). */
  OUTBOX_WORKER: boolString,
  /** Proxies in front of the app whose X-Forwarded-* headers are believed: unset/false = none, true = 1, or 1-9. */
  /** Set by Next itself: 'phase-production-build' while `next build` runs. */
  NEXT_PHASE: optionalString,
  TRUST_PROXY: optionalString.transform((v, ctx) => {
    try {
      return parseTrustProxy(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be true, false or the number of proxies in front of the app (1-9)' });
      return z.NEVER;
    }
  }),
});

export type ServerEnv = z.infer<typeof serverSchema>;

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  if (result.data.ADMIN_PASSWORD && !result.data.ADMIN_EMAIL) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL: required when ADMIN_PASSWORD is set');
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** Server configuration; parsed on first use and cached. Tests may call resetEnvForTests(). */
export function env(): ServerEnv {
  if (!cached) cached = parseServerEnv(process.env);
  return cached;
}

export function resetEnvForTests() {
  cached = undefined;
}
