import { defineConfig, devices } from '@playwright/test';

// E2E runs against a production build (`next build` first, see scripts/test.sh) served by `next start`
// on a throw-away embedded database, in Debian's Chromium (never a downloaded browser).
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: 'admin@bioark.test', password: 'e2e-admin-password-123' };

export default defineConfig({
  // Browser flows (e2e), and the attacks and faults that must be replayed against the production build.
  testDir: './tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts', 'faults/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'rm -rf .data/e2e && node scripts/serve.mjs',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      PGLITE_DIR: '.data/e2e/pglite',
      MEDIA_DIR: '.data/e2e/media',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      NEXTAUTH_URL: `http://localhost:${PORT}`,
      SITE_URL: `http://localhost:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      LOG_LEVEL: 'warn',
      // The timing check (forms sent faster than a person types) is covered by tests/integration; browser
      // tests fill forms in milliseconds.
      FORM_MIN_FILL_MS: '0',
    },
  },
});
