// GET /api/health — database round-trip and version, for load balancers and the smoke test.
import { NextResponse } from 'next/server';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/db/client';
import pkg from '@/package.json';

export const dynamic = 'force-dynamic';

export async function GET() {
  const started = Date.now();
  try {
    const h = await getDbHandle();
    await h.db.execute(sql`select 1`);
    return NextResponse.json(
      { status: 'ok', version: pkg.version, database: { ok: true, driver: h.kind, latencyMs: Date.now() - started } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch {
    return NextResponse.json(
      { status: 'error', version: pkg.version, database: { ok: false } },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
