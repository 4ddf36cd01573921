// Helpers for integration tests: call route handlers directly with real Requests against the test database.
import { NextRequest } from 'next/server';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adminUsers } from '@/db/schema';
import { issueToken } from '@/lib/auth/session';

export const TEST_ORIGIN = 'http://localhost:3000';

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
}

export async function callRoute(handler: Handler, opts: CallOptions = {}) {
  const headers = new Headers(opts.headers ?? {});
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const req = new NextRequest(new URL(opts.path ?? '/api/test', TEST_ORIGIN), {
    method: opts.method ?? (body !== undefined ? 'POST' : 'GET'),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  // The raw body too, for files (a PDF is not UTF-8 text).
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json: json as Record<string, unknown> & Record<string, never>, text, bytes };
}

/**
 * A private PDF download as the customer routes serve it: exactly `file`, a PDF, as an attachment named `fileName`,
 * never cached, never sniffed.
 */
export function expectPrivatePdf(res: Awaited<ReturnType<typeof callRoute>>, file: Buffer, fileName: string): void {
  expect(res.status).toBe(200);
  expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(res.bytes.equals(file)).toBe(true);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

/** A bearer token for the seeded first admin (ADMIN_EMAIL of tests/integration/setup.ts). */
export async function adminToken(email = process.env.ADMIN_EMAIL ?? 'admin@bioark.test'): Promise<string> {
  const db = await getDb();
  const [user] = await db.select().from(adminUsers).where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`);
  if (!user) throw new Error(`no admin ${email}`);
  return issueToken(user);
}

export async function adminHeaders(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminToken()}` };
}
