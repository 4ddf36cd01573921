// Shared by the account e2e specs (docs/accounts.md): screenshots at 390 and 1280 px, a cart line to buy, and a
// test SMTP sink configured for the file and put back afterwards (other specs expect an unconfigured shop).
import { test, expect, type APIRequestContext, type Page } from './playwright';
import { E2E_ADMIN } from '../../playwright.config';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

export const CART_STORAGE_KEY = 'bioark_cart_v1';

/** One GN8K marker line as the cart stores it (localStorage), for specs that start from a filled cart. */
export const MARKER_LINE = {
  id: 'BADM3362',
  name: 'GN8K DNA Marker',
  priceCents: 7500,
  quantity: 2,
  imageUrl: '/images/products/placeholder.webp',
  variant: '2 x 500 μL',
  link: '/products/gn8k-dna-marker',
  catalogNumber: 'BADM3362',
};

export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

export async function adminBearer(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/signin', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** Registers beforeAll/afterAll: a sink on a free port as the shop's SMTP server for this file. */
export function smtpSinkForFile(): { sink: () => SmtpSink } {
  let sink: SmtpSink | null = null;
  let before: Record<string, unknown> = {};
  test.beforeAll(async ({ request }) => {
    sink = await startSmtpSink();
    const headers = await adminBearer(request);
    const found = (await (await request.get('/api/smtp-config', { headers })).json()) as Record<string, unknown>;
    before = Object.fromEntries(['host', 'port', 'secure', 'user', 'fromEmail', 'toEmails'].map((k) => [k, found[k]]));
    const res = await request.put('/api/smtp-config', {
      headers,
      data: { host: '127.0.0.1', port: sink.port, secure: false, user: '', fromEmail: 'shop@bioark.test', toEmails: 'sales@bioark.test' },
    });
    expect(res.status()).toBe(200);
  });
  test.afterAll(async ({ request }) => {
    await sink?.stop();
    expect((await request.put('/api/smtp-config', { headers: await adminBearer(request), data: before })).status()).toBe(200);
  });
  return {
    sink: () => {
      if (!sink) throw new Error('the SMTP sink starts in beforeAll');
      return sink;
    },
  };
}

/** The newest sign-in link the sink received for `to`, once more than `after` such e-mails arrived. */
export async function signInLinkFor(sink: SmtpSink, to: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mails = sink.messages.filter((m) => m.rcptTo.includes(to) && m.subject === 'Your BioArk sign-in link');
        if (mails.length <= after) return '';
        link = /(http:\/\/\S+\/account\/verify#token=[A-Za-z0-9_-]{43}(?:&next=\S+)?)/.exec(mails[mails.length - 1].text)?.[1] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/** Signs `email` in through the sign-in page and the link from the sink; ends on /account. */
export async function signInThroughEmail(page: Page, sink: SmtpSink, email: string): Promise<void> {
  const before = sink.messages.filter((m) => m.rcptTo.includes(email)).length;
  await page.goto('/account');
  await page.waitForURL(/\/account\/sign-in$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  const link = await signInLinkFor(sink, email, before);
  await page.goto(link);
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/account\/verify$/);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/account$/);
}
