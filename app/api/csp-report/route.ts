// POST /api/csp-report — where browsers send Content-Security-Policy violation reports (report-uri and the
// Reporting API's `csp` endpoint, lib/http/security-headers.mjs). Public, small, rate-limited per address;
// each report is logged as a warning for the operator (docs/runbook.md) and nothing is stored.
import type { NextRequest } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/handler';
import { log } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';

export const dynamic = 'force-dynamic';

const MAX_REPORT_BYTES = 16 * 1024;
const REPORTS_PER_MINUTE = 30;

function pick(report: Record<string, unknown>) {
  const r = (report['csp-report'] ?? report.body ?? report) as Record<string, unknown>;
  const text = (k: string) => (typeof r[k] === 'string' ? (r[k] as string).slice(0, 300) : undefined);
  return {
    documentUrl: text('document-uri') ?? text('documentURL'),
    directive: text('effective-directive') ?? text('effectiveDirective') ?? text('violated-directive'),
    blocked: text('blocked-uri') ?? text('blockedURL'),
    sample: text('script-sample') ?? text('sample'),
  };
}

export async function POST(req: NextRequest) {
  const noContent = new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  try {
    const limit = await consumeRateLimit(`csp-report:${clientAddress(req)}`, REPORTS_PER_MINUTE, 60);
    if (!limit.allowed) return noContent;
    const text = await readBodyText(req, MAX_REPORT_BYTES);
    const data = JSON.parse(text || '{}') as unknown;
    const reports = Array.isArray(data) ? data : [data];
    for (const report of reports.slice(0, 10)) {
      if (report && typeof report === 'object') log.warn('content security policy violation', pick(report as Record<string, unknown>));
    }
  } catch (err) {
    if (err instanceof ApiError) return new Response(null, { status: err.status, headers: { 'Cache-Control': 'no-store' } });
    // Malformed reports are dropped.
  }
  return noContent;
}
