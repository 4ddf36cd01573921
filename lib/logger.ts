// Structured one-line JSON logs. Secrets are never passed here; known secret-looking keys are masked anyway.
import { env } from '@/lib/env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEYS = /pass(word)?|secret|token|authorization|cookie|api[-_]?key/i;

function minLevel(): Level {
  let e: ReturnType<typeof env> | null = null;
  try {
    e = env();
  } catch {
    // A bad configuration is reported by whoever validates it; logging still works meanwhile.
  }
  return e?.LOG_LEVEL ?? (e?.NODE_ENV === 'test' ? 'warn' : 'info');
}

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack?.split('\n').slice(0, 4).join(' | ') };
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? '[redacted]' : scrub(v, depth + 1);
  return out;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < order[minLevel()]) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...(scrub(fields ?? {}) as object) });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
