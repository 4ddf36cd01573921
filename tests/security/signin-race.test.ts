// Attack replay item 6 (docs/security.md item 34): the sign-in lockout raced. Before the fix the failure counter was
// read, the password verified, and only then the failure counted: 30 wrong passwords sent at once were all
// verified (30 × 401, no 429), and in a burst of 20 the right password at position 19 signed in. Now every
// attempt is counted atomically before the password is looked at.
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { POST as signin } from '@/app/api/signin/route';
import { TOO_MANY_ATTEMPTS } from '@/lib/server/admin-signin';
import { callRoute } from '@/tests/helpers/api';

const EMAIL = process.env.ADMIN_EMAIL!;
const PASSWORD = process.env.ADMIN_PASSWORD!;

const attempt = (password: string, n: number) =>
  callRoute(signin, { path: '/api/signin', body: { email: EMAIL, password }, headers: { 'x-forwarded-for': `198.51.100.${(n % 200) + 1}` } });

beforeEach(async () => {
  const db = await getDb();
  await db.delete(rateLimits);
});

test('item 6: 50 wrong passwords sent at once — at most 5 are checked, the rest get 429', async () => {
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(`wrong-password-${i}`, i)));
  const checked = answers.filter((a) => a.status === 401).length;
  const refused = answers.filter((a) => a.status === 429);
  expect(checked).toBeLessThanOrEqual(5);
  expect(refused.length).toBe(50 - checked);
  expect(refused[0].json.error).toBe(TOO_MANY_ATTEMPTS);
  expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
});

test('item 6: in a parallel burst of 20, the right password in 19th place does not sign in', async () => {
  const burst = Array.from({ length: 20 }, (_, i) => attempt(i === 18 ? PASSWORD : `guess-${i}`, i));
  const answers = await Promise.all(burst);
  expect(answers[18].status).toBe(429);
  expect(answers.some((a) => a.status === 200)).toBe(false);
});

test('a person who gets the password right within the limit signs in, and the account counter is cleared', async () => {
  expect((await attempt('typo-1', 1)).status).toBe(401);
  expect((await attempt('typo-2', 2)).status).toBe(401);
  expect((await attempt(PASSWORD, 3)).status).toBe(200);
  for (let i = 0; i < 4; i++) expect((await attempt(`typo-again-${i}`, 10 + i)).status).toBe(401);
  expect((await attempt(PASSWORD, 20)).status).toBe(200);
});
