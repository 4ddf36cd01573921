// Every integration test file gets its own database:
//   TEST_DB=pglite (default)  → an in-memory PGlite
//   TEST_DB=postgres          → a fresh database on the PostgreSQL server of TEST_PG_URL (default
//                               postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
// The same migrations and seed run on both.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { closeDbForTests, getDbHandle } from '@/db/client';
import { resetEnvForTests } from '@/lib/env';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let dbName: string | null = null;

process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123456789';
process.env.ADMIN_EMAIL ??= 'admin@bioark.test';
process.env.ADMIN_PASSWORD ??= 'correct horse battery staple';
process.env.MEDIA_DIR ??= `/tmp/bioark-test-media-${process.pid}`;

jest.setTimeout(60_000);

beforeAll(async () => {
  if (kind === 'postgres') {
    dbName = `bioark_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
  }
  resetEnvForTests();
  await getDbHandle();
}, 120_000);

afterAll(async () => {
  await closeDbForTests();
  if (dbName) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}, 60_000);

export const testDbKind = kind;
