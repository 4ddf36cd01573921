// Admin portal flows in Chromium (issue 8): guards, sign-in errors and success, every tab of this branch by
// URL, Build, the session-expired dialog, admins add/edit/delete, the quotes inbox, logout replay.
import { test, expect, type BrowserContext, type Page, type APIRequestContext } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';

const SUBREQUEST = 'middleware:middleware:middleware:middleware:middleware';

async function apiToken(request: APIRequestContext, email = E2E_ADMIN.email, password = E2E_ADMIN.password): Promise<string> {
  const res = await request.post('/api/signin', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

/** Signed in without the login card (the bearer token and the cookie are the same JWT). */
async function signInByCookie(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const token = await apiToken(request);
  await context.addCookies([{ name: 'bioark.session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return token;
}

async function signInByForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('guards (docs/security.md item 2, 3, 30)', () => {
  test('admin pages without a session redirect to the login card, whatever the headers', async ({ request }) => {
    for (const path of ['/admin', '/admin/users', '/admin/quotes?_rsc=1', '/admin/activity?x=1']) {
      const res = await request.get(path, { maxRedirects: 0, headers: { 'x-middleware-subrequest': SUBREQUEST } });
      expect(res.status(), path).toBeGreaterThanOrEqual(300);
      expect(res.status(), path).toBeLessThan(400);
      expect(res.headers()['location'], path).toContain('/admin/login');
    }
    // A made-up cookie passes the proxy's presence check; the page's own guard still refuses it.
    const forged = await request.get('/admin/users', { maxRedirects: 0, headers: { cookie: 'bioark.session=forged' } });
    expect(forged.status()).toBeGreaterThanOrEqual(300);
    expect(forged.status()).toBeLessThan(400);
    expect(forged.headers()['location']).toContain('/admin/login');
    const forgedRsc = await request.get('/admin/users?_rsc=1', { maxRedirects: 0, headers: { cookie: 'bioark.session=forged', RSC: '1' } });
    expect(await forgedRsc.text()).not.toContain(E2E_ADMIN.email);
    const rsc = await request.get('/admin.rsc', { maxRedirects: 0 });
    expect(await rsc.text()).not.toContain(E2E_ADMIN.email);
    for (const path of ['/api/users', '/api/me', '/api/admin/audit']) {
      const res = await request.get(path, { headers: { 'x-middleware-subrequest': SUBREQUEST } });
      expect(res.status(), path).toBe(401);
    }
  });

  test('admin pages and admin API answers are private, no-store', async ({ page, context, request, baseURL }) => {
    await signInByCookie(context, request, baseURL!);
    const res = await page.goto('/admin/users');
    expect(res?.headers()['cache-control']).toMatch(/no-store/);
    expect(res?.headers()['cache-control']).toMatch(/private/);
    const api = await page.request.get('/api/users');
    expect(api.headers()['cache-control']).toBe('private, no-store');
  });
});

test('a missing record is a 404 inside the portal, rendered on the server (docs/architecture.md#not-found-pages)', async ({ page, context, request, baseURL }) => {
  await signInByCookie(context, request, baseURL!);
  for (const path of ['/admin/customers/no-such-customer', '/admin/orders/00000000-0000-4000-8000-000000000000', '/admin/offers/00000000-0000-4000-8000-000000000000', '/admin/orders/00000000-0000-4000-8000-000000000000/packing-slip']) {
    const raw = await page.request.get(path);
    expect(raw.status(), path).toBe(404);
    const html = await raw.text();
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).toContain('>Not found</h1>');
  }
  const res = await page.goto('/admin/customers/no-such-customer');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  await expect(page.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/admin');
  // The portal's navigation stays.
  await expect(page.getByRole('link', { name: 'Customers' }).first()).toBeVisible();
  // The printable packing slip lives outside the portal: its own not-found content, still there once hydrated.
  const slip = await page.goto('/admin/orders/00000000-0000-4000-8000-000000000000/packing-slip');
  expect(slip?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  await expect(page.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/admin/orders');
});

test.describe('sign-in', () => {
  test('wrong password and unknown e-mail both say Invalid credentials', async ({ page }) => {
    await page.goto('/admin/login');
    await signInByForm(page, E2E_ADMIN.email, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
    await signInByForm(page, 'nobody@bioark.test', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('too many failures for one account show the 429 text', async ({ page, request }) => {
    const token = await apiToken(request);
    const created = await request.post('/api/users/upsert', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: 'locked-out@bioark.test', password: 'locked-out-password' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/admin/login');
    for (let i = 0; i < 5; i++) {
      await signInByForm(page, 'locked-out@bioark.test', `wrong-${i}`);
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
    }
    await signInByForm(page, 'locked-out@bioark.test', 'locked-out-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts. Please wait a minute and try again.' })).toBeVisible();
  });

  test('signing in honours ?next= and shows the portal shell', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await signInByForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Build' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of ['Overview', 'Users', 'Products', 'Services', 'Blog', 'Quotes', 'Email (SMTP)', 'Media', 'Orders', 'Activity']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    // Visiting the login card while signed in goes straight to the portal.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await signInByCookie(context, request, baseURL!);
  });

  test('each tab of the portal is reachable by its URL, survives reload and back', async ({ page }) => {
    const tabs = [
      ['/admin', 'Overview'],
      ['/admin/users', 'Users'],
      ['/admin/quotes', 'Quotes'],
      ['/admin/activity', 'Activity'],
    ] as const;
    for (const [url, title] of tabs) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('aria-current', 'page');
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    // Client-side navigation through the sidebar.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test('Overview shows the counts of products, blog posts and services', async ({ page }) => {
    await page.goto('/admin');
    for (const id of ['products', 'blog-posts', 'services', 'orders', 'unread-quotes', 'e-mails-waiting']) {
      await expect(page.getByTestId(`overview-${id}`)).toBeVisible();
    }
    const count = async (id: string) => Number((await page.getByTestId(`overview-${id}`).innerText()).match(/\d+/)?.[0]);
    expect(await count('products')).toBeGreaterThanOrEqual(20);
    expect(await count('services')).toBe(5);
    expect(await count('blog-posts')).toBeGreaterThanOrEqual(8);
  });

  test("Build reports 'Build completed successfully.'", async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('banner').getByRole('button', { name: 'Build' }).click();
    await expect(page.getByText('Build completed successfully.').first()).toBeVisible();
    await page.goto('/admin/activity?action=rebuild');
    await expect(page.getByRole('table', { name: 'Activity' }).getByText(/Revalidated \d+ cache tags/).first()).toBeVisible();
  });

  test("clearing the cookie shows the 'Session expired' dialog with Logout and Sign in again", async ({ page, context }) => {
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await context.clearCookies();
    // The portal checks the session when the window regains focus (and every 60 s). Focus again until the
    // page has hydrated and its listener is in place.
    const dialog = page.getByRole('alertdialog', { name: 'Session expired' });
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: 'Logout' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers/);
  });

  test('an admin call answering 401 raises the dialog too', async ({ page, request }) => {
    await page.goto('/admin/activity');
    // Wait until the first page of entries has loaded with the still-valid session.
    await expect(page.getByRole('table', { name: 'Activity' }).getByText('Signed in').first()).toBeVisible();
    // Log out every session of the account from elsewhere (token version bumped).
    const other = await apiToken(request);
    expect((await request.post('/api/logout', { headers: { authorization: `Bearer ${other}` } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Session expired' })).toBeVisible();
  });

  test('admins: add (with the required-field message), edit, search and delete', async ({ page }) => {
    await page.goto('/admin/users');
    const form = page.getByRole('form', { name: 'Add Admin' });
    // Submitted empty: the message, both fields marked, and focus on the first one (not left on the button).
    await form.getByRole('button', { name: 'Add Admin' }).click();
    await expect(form.getByRole('alert')).toHaveText('Email and password are required');
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Enter an e-mail address/);
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('second.admin@bioark.test');
    await expect(form.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Add Admin' }).click();
    await expect(form.getByRole('alert')).toHaveText('Email and password are required');
    await expect(form.getByLabel('Password')).toBeFocused();

    await form.getByLabel('Full name').fill('Second Admin');
    await form.getByLabel('Password').fill('second-admin-password');
    await form.getByRole('button', { name: 'Add Admin' }).click();
    const card = page.getByRole('article', { name: 'Second Admin' });
    await expect(card).toBeVisible();
    await expect(card.getByText('second.admin@bioark.test')).toBeVisible();
    await expect(card.getByText('Admin', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');

    // Edit the name and the shipping address; the e-mail is read-only.
    await expect(card.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await card.getByLabel('Full name').fill('Second Admin Edited');
    await card.getByLabel('Shipping address').fill('1 Lab Way\nBoston, MA');
    await card.getByRole('button', { name: 'Save' }).click();
    const edited = page.getByRole('article', { name: 'Second Admin Edited' });
    await expect(edited.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(edited.getByLabel('Full name')).toHaveValue('Second Admin Edited');
    await expect(edited.getByLabel('Shipping address')).toHaveValue('1 Lab Way\nBoston, MA');

    // Add Admin with that e-mail again (other case, no name) is refused and leaves the admin as it was.
    await form.getByLabel('Email').fill('SECOND.admin@bioark.test');
    await form.getByLabel('Password').fill('another-password-1');
    await form.getByRole('button', { name: 'Add Admin' }).click();
    await expect(form.getByText('An admin with this email already exists').first()).toBeVisible();
    await page.reload();
    await expect(edited.getByLabel('Full name')).toHaveValue('Second Admin Edited');

    // The signed-in admin cannot delete themself.
    const self = page.getByTestId('admin-card').filter({ has: page.getByText(E2E_ADMIN.email, { exact: true }) });
    await expect(self.getByRole('button', { name: /Delete/ })).toBeDisabled();

    await page.getByLabel('Search admins').fill('zzz-nobody');
    await expect(page.getByText('No admins found.')).toBeVisible();
    await page.getByLabel('Search admins').fill('edited');
    await expect(page.getByTestId('admin-card')).toHaveCount(1);

    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete admin second.admin@bioark.test?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(edited).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('second.admin@bioark.test')).toHaveCount(0);
  });

  test('a failed save says so and keeps the edit in the list', async ({ page }) => {
    await page.goto('/admin/users');
    await page.route('**/api/users/upsert', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Save failed' }) }));
    const self = page.getByTestId('admin-card').filter({ has: page.getByText(E2E_ADMIN.email, { exact: true }) });
    await self.getByLabel('Full name').fill('Optimistic Name');
    await self.getByRole('button', { name: 'Save' }).click();
    await expect(self.getByRole('alert')).toHaveText('Save failed');
    await expect(self.getByRole('heading', { name: 'Optimistic Name' })).toBeVisible();
    // The message clears after a couple of seconds.
    await expect(self.getByRole('alert')).toHaveCount(0, { timeout: 5_000 });
  });

  test('Activity lists the changes with filters', async ({ page, request }) => {
    const token = await apiToken(request);
    await request.post('/api/users/upsert', { headers: { authorization: `Bearer ${token}` }, data: { email: 'audit.trail@bioark.test', password: 'audit-trail-password' } });
    await page.goto('/admin/activity');
    const table = page.getByRole('table', { name: 'Activity' });
    await expect(table.getByText('Added admin audit.trail@bioark.test')).toBeVisible();
    await page.getByLabel('Action').selectOption('login');
    await expect(page).toHaveURL(/action=login/);
    await expect(table.getByText('Added admin audit.trail@bioark.test')).toHaveCount(0);
    await expect(table.getByText('Signed in').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Action')).toHaveValue('login');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Search').fill('audit.trail');
    await expect(table.getByRole('row')).toHaveCount(2);
  });
});

test.describe('logout', () => {
  test('Logout ends the session; replaying the old cookie gets 401 (docs/security.md item 7)', async ({ page, context, request, baseURL }) => {
    const token = await signInByCookie(context, request, baseURL!);
    await page.goto('/admin');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    const replay = await request.get('/api/me', { headers: { cookie: `bioark.session=${token}` } });
    expect(replay.status()).toBe(401);
    await context.addCookies([{ name: 'bioark.session', value: token, url: baseURL! }]);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

// ---- Quotes inbox ----

const NOW = Date.now();
const iso = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
function fixtureQuote(id: string, over: Record<string, unknown>) {
  return {
    id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@uni.test',
    phone: '+1 617 555 0100',
    company: 'Uni Lab',
    department: 'Genomics',
    serviceType: 'cloning',
    timeline: 'standard',
    budget: '5k-15k',
    projectDescription: 'Subclone a 2 kb insert into pLenti.',
    additionalInfo: '',
    createdAt: iso(10),
    read: false,
    submittedByEmail: 'ada@uni.test',
    submittedByAddress: '203.0.113.9',
    kind: 'full',
    catalogNumber: null,
    ...over,
  };
}

test.describe('quotes inbox (UI against the quotes API contract)', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await signInByCookie(context, request, baseURL!);
  });

  test('unread dot, opening marks read, detail pane, Mark all read, delete with confirmation', async ({ page }) => {
    const quotes = [
      fixtureQuote('11111111-1111-4111-8111-111111111111', { createdAt: iso(60), read: true, firstName: 'Old', lastName: 'Reader', email: 'old@lab.test' }),
      fixtureQuote('22222222-2222-4222-8222-222222222222', {}),
      fixtureQuote('33333333-3333-4333-8333-333333333333', {
        createdAt: iso(1),
        firstName: 'Gene',
        lastName: '-',
        email: 'gene@design.test',
        serviceType: 'Product Quote',
        timeline: '',
        budget: '',
        company: '',
        department: '',
        phone: '',
        kind: 'product',
        catalogNumber: 'CDS-P011k',
        projectDescription: 'Gene design: CRISPR KnockOut',
        additionalInfo: JSON.stringify({ summary: { category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', format: ['Vector', 'Lentivirus'] } }),
      }),
    ];
    const calls: string[] = [];
    await page.route('**/api/quotes', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      calls.push('GET');
      await route.fulfill({ json: { quotes } });
    });
    await page.route('**/api/quotes/*/read', async (route) => {
      const id = route.request().url().split('/').at(-2)!;
      const body = route.request().postDataJSON() as { read?: boolean };
      calls.push(`PUT ${id} ${body.read}`);
      const q = quotes.find((x) => x.id === id)!;
      q.read = body.read ?? true;
      await route.fulfill({ json: { quote: q } });
    });
    await page.route(/\/api\/quotes\/[0-9a-f-]{36}$/, async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      const id = route.request().url().split('/').at(-1)!;
      calls.push(`DELETE ${id}`);
      quotes.splice(quotes.findIndex((x) => x.id === id), 1);
      await route.fulfill({ json: { ok: true } });
    });

    await page.goto('/admin/quotes');
    await expect(page.getByText('Select a quote from the list to view details.')).toBeVisible();
    const rows = page.getByTestId('quote-row');
    await expect(rows).toHaveCount(3);
    // Newest first, with a count and the unread language.
    await expect(rows.nth(0)).toContainText('Gene');
    await expect(rows.nth(2)).toContainText('Old Reader');
    await expect(page.getByRole('heading', { name: /Quotes \(3\)/ })).toBeVisible();
    await expect(page.getByTestId('quotes-unread-count')).toHaveText('2 unread');
    await expect(rows.nth(0)).toHaveAttribute('data-unread', 'true');
    await expect(rows.nth(2)).not.toHaveAttribute('data-unread', 'true');
    await expect(page.getByTestId('quotes-unread-badge')).toContainText('2');
    // Each row's accessible name is concise: name, institution, service, date, state — not the project description.
    await expect(rows.nth(2)).toHaveAccessibleName(/^Old Reader, Uni Lab, Custom Cloning, \w{3} \d{1,2}, \d{4}, Read$/);
    await expect(page.getByRole('button', { name: /^Gene, [^,]+, \w{3} \d{1,2}, \d{4}, Unread$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Subclone a 2 kb insert/ })).toHaveCount(0);

    // Opening a quote marks it read and shows the detail pane.
    await rows.nth(1).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    expect(calls).toContain('PUT 22222222-2222-4222-8222-222222222222 true');
    await expect(rows.nth(1)).not.toHaveAttribute('data-unread', 'true');
    await expect(page.getByTestId('quotes-unread-count')).toHaveText('1 unread');
    await expect(page.getByTestId('quotes-unread-badge')).toContainText('1');
    const chips = page.getByRole('list', { name: 'Request details' });
    await expect(chips).toContainText('Custom Cloning');
    await expect(chips).toContainText('Standard (3-4 weeks)');
    await expect(chips).toContainText('$5,000 - $15,000');
    const detail = page.getByRole('article', { name: 'Ada Lovelace' });
    await expect(detail.getByText('Uni Lab', { exact: true })).toBeVisible();
    await expect(detail.getByText('Genomics', { exact: true })).toBeVisible();
    await expect(detail.getByText('+1 617 555 0100')).toBeVisible();
    await expect(detail.getByText('203.0.113.9')).toBeVisible();
    await expect(detail.getByText('Project description')).toBeVisible();
    await expect(detail.getByText('Subclone a 2 kb insert into pLenti.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute('href', /^mailto:ada@uni\.test\?subject=/);
    await expect(page).toHaveURL(/\?id=22222222/);

    // Opening a quote is a history entry: Back returns to the list, Forward to the quote.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
    await expect(page.getByText('Select a quote from the list to view details.')).toBeVisible();
    await expect(rows.nth(1)).toBeFocused();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page).toHaveURL(/\?id=22222222/);

    // A JSON summary in additionalInfo shows as labelled fields.
    await rows.nth(0).click();
    const summary = page.getByTestId('quote-summary');
    await expect(summary).toContainText('Func Type');
    await expect(summary).toContainText('CRISPR KnockOut');
    await expect(summary).toContainText('Vector, Lentivirus');
    await expect(page.getByRole('list', { name: 'Request details' })).toContainText('CDS-P011k');

    // Search filters the list; 'No quotes found.' when nothing matches.
    await page.getByLabel('Search quotes').fill('uni lab');
    await expect(rows).toHaveCount(2);
    await page.getByLabel('Search quotes').fill('nothing-like-this');
    await expect(page.getByText('No quotes found.')).toBeVisible();
    await page.getByLabel('Search quotes').fill('');

    // Mark unread, then Mark all read (a read call per unread quote).
    await page.getByRole('button', { name: 'Mark unread' }).click();
    await expect(page.getByTestId('quotes-unread-count')).toHaveText('1 unread');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('quotes-unread-count')).toHaveText('All read');
    await expect(page.getByTestId('quotes-unread-badge')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    // Delete asks first; the selection clears.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this quote?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('Select a quote from the list to view details.')).toBeVisible();
    expect(calls).toContain('DELETE 33333333-3333-4333-8333-333333333333');
  });

  test('a quote submitted on the site appears unread, opens as read, Mark all read, delete', async ({ page, request }) => {
    const stamp = Date.now();
    const first = `E2E${stamp}`;
    await page.goto('/request-quote');
    await page.getByLabel(/first name/i).fill(first);
    await page.getByLabel(/last name/i).fill('Tester');
    await page.getByLabel(/^email/i).first().fill(`e2e-${stamp}@lab.test`);
    await page.getByLabel(/company/i).first().fill('E2E Lab');
    await page.getByLabel(/service type/i).selectOption('cloning');
    await page.getByLabel(/project description/i).fill('An end-to-end test quote.');
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByText('Quote submitted').first()).toBeVisible();
    const second = await request.post('/api/quote', {
      data: { firstName: `Second${stamp}`, lastName: 'Tester', email: `e2e2-${stamp}@lab.test`, company: 'E2E Lab', serviceType: 'lentivirus', projectDescription: 'Another one.' },
    });
    expect(second.status()).toBeLessThan(300);

    await page.goto('/admin/quotes');
    const row = page.getByTestId('quote-row').filter({ hasText: first });
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(page.getByTestId('quotes-unread-badge')).toBeVisible();
    await row.click();
    await expect(page.getByRole('heading', { level: 2, name: `${first} Tester` })).toBeVisible();
    await expect(row).not.toHaveAttribute('data-unread', 'true');
    await page.reload();
    await expect(page.getByTestId('quote-row').filter({ hasText: first })).not.toHaveAttribute('data-unread', 'true');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('quotes-unread-count')).toHaveText('All read');
    await page.reload();
    await expect(page.getByTestId('quotes-unread-count')).toHaveText('All read');
    await page.getByTestId('quote-row').filter({ hasText: first }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Delete this quote?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('quote-row').filter({ hasText: first })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('quote-row').filter({ hasText: first })).toHaveCount(0);
  });
});

test.describe('messages inbox', () => {
  test('opening a message is a history entry: Back returns to the list (on a phone, Back to list too)', async ({ page, context, request, baseURL }) => {
    const stamp = Date.now();
    const posted = await request.post('/api/contact', {
      data: { firstName: `Msg${stamp}`, lastName: 'Tester', email: `msg-${stamp}@lab.test`, subject: 'products', message: 'Do you ship to Canada?' },
    });
    expect(posted.status()).toBeLessThan(300);
    await signInByCookie(context, request, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    await page.goto('/admin/messages');
    const row = page.getByTestId('message-row').filter({ hasText: `Msg${stamp}` });
    // The row's accessible name is concise (who, subject, date, status), without the message text it previews.
    await expect(row).toHaveAccessibleName(new RegExp(`^Msg${stamp} Tester, Product Information, \\w{3} \\d{1,2}, \\d{4}, Submitted$`));
    await expect(page.getByRole('button', { name: /Do you ship to Canada/ })).toHaveCount(0);
    await row.click();
    await expect(page.getByRole('heading', { level: 2, name: `Msg${stamp} Tester` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/messages\?id=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(row).toBeVisible();
    // Keyboard focus is back on the row that was open, not on the page body.
    await expect(row).toBeFocused();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: `Msg${stamp} Tester` })).toBeVisible();
    await page.goBack();
    await expect(row).toBeVisible();
    // The detail's own Back to list is the same step back: one more Back leaves the tab.
    await row.click();
    await expect(page.getByRole('heading', { level: 2, name: `Msg${stamp} Tester` })).toBeVisible();
    await page.getByRole('button', { name: 'Back to list' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(row).toBeVisible();
    await expect(row).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
