// Jest: a loopback Stripe (tests/helpers/fake-stripe.ts) for one test file, with the app's Stripe settings
// pointing at it from beforeAll and restored in afterAll. The getter returns the running fake.
import { resetEnvForTests } from '@/lib/env';
import { startFakeStripe, type FakeStripe } from '@/tests/helpers/fake-stripe';

export function fakeStripeForFile(settings: { secretKey: string; webhookSecret?: string }): () => FakeStripe {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
    process.env.STRIPE_SECRET_KEY = settings.secretKey;
    process.env.STRIPE_API_HOST = fake.host;
    if (settings.webhookSecret) process.env.STRIPE_WEBHOOK_SECRET = settings.webhookSecret;
    delete process.env.SITE_URL;
    resetEnvForTests();
  });
  afterAll(async () => {
    await fake?.stop();
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_HOST;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvForTests();
  });
  return () => {
    if (!fake) throw new Error('the fake Stripe starts in beforeAll');
    return fake;
  };
}
