import {
  MAX_SEND_ATTEMPTS,
  SMTP_NO_RECIPIENTS,
  SMTP_NO_SENDER,
  SMTP_NOT_CONFIGURED,
  SMTP_NOT_CONFIGURED_HERE,
  afterFailedAttempt,
  retryDelaySeconds,
  smtpReadiness,
  smtpReasonOnSmtpTab,
  summarizeSendError,
} from '@/lib/domain/outbox';

describe('retryDelaySeconds: exponential backoff, capped at one hour', () => {
  test.each([
    [1, 30],
    [2, 60],
    [3, 120],
    [4, 240],
    [7, 1920],
    [8, 3600],
    [20, 3600],
    [0, 30],
  ])('after attempt %i wait %i s', (attempt, seconds) => {
    expect(retryDelaySeconds(attempt)).toBe(seconds);
  });
});

describe("afterFailedAttempt: pending with a later time, or 'failed' after the last attempt", () => {
  const now = new Date('2025-01-01T00:00:00Z');
  test('an early failure is retried later', () => {
    expect(afterFailedAttempt(1, now)).toEqual({ status: 'pending', nextAttemptAt: new Date('2025-01-01T00:00:30Z') });
    expect(afterFailedAttempt(3, now)).toEqual({ status: 'pending', nextAttemptAt: new Date('2025-01-01T00:02:00Z') });
  });
  test(`the ${MAX_SEND_ATTEMPTS}th failure is final`, () => {
    expect(afterFailedAttempt(MAX_SEND_ATTEMPTS, now)).toEqual({ status: 'failed', nextAttemptAt: null });
    expect(afterFailedAttempt(MAX_SEND_ATTEMPTS - 1, now).status).toBe('pending');
  });
  test('a custom maximum', () => {
    expect(afterFailedAttempt(1, now, 1).status).toBe('failed');
  });
});

describe('summarizeSendError', () => {
  test.each([
    ['code and message', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }), 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25'],
    ['the code already in the message', Object.assign(new Error('ETIMEDOUT while greeting'), { code: 'ETIMEDOUT' }), 'ETIMEDOUT while greeting'],
    ['multi-line text becomes one line', new Error('Invalid login:\n535 Authentication failed'), 'Invalid login: 535 Authentication failed'],
    ['a string', 'boom', 'boom'],
  ])('%s', (_l, err, expected) => {
    expect(summarizeSendError(err)).toBe(expected);
  });
  test('bounded to 500 characters', () => {
    expect(summarizeSendError(new Error('x'.repeat(2000)))).toHaveLength(500);
  });
});

describe('smtpReadiness: when SMTP is not configured, e-mails wait and the admin sees why', () => {
  const base = { host: 'smtp.x.test', fromEmail: 'shop@x.test', user: '', toEmails: 'a@x.test, b@x.test' };
  test.each([
    ['no host', { ...base, host: '  ' }, { ready: false, reason: SMTP_NOT_CONFIGURED }],
    ['no from and a user that is not an address', { ...base, fromEmail: '', user: 'mailer' }, { ready: false, reason: SMTP_NO_SENDER }],
    ['the user address is the sender', { ...base, fromEmail: '', user: 'mailer@x.test' }, { ready: true, from: 'mailer@x.test' }],
    ['ready', base, { ready: true, from: 'shop@x.test', adminRecipients: ['a@x.test', 'b@x.test'] }],
    ['ready without admin recipients (customer e-mails still go)', { ...base, toEmails: '' }, { ready: true, adminRecipients: [] }],
  ])('%s', (_l, input, expected) => {
    expect(smtpReadiness(input)).toMatchObject(expected);
  });
});

describe('smtpReasonOnSmtpTab: the Email (SMTP) tab says "below", not "go to the Email (SMTP) tab"', () => {
  test('the no-host reason points to the field on the page', () => {
    expect(smtpReasonOnSmtpTab(SMTP_NOT_CONFIGURED)).toBe(SMTP_NOT_CONFIGURED_HERE);
    expect(SMTP_NOT_CONFIGURED_HERE).not.toMatch(/Email \(SMTP\) tab/);
    expect(SMTP_NOT_CONFIGURED_HERE).toMatch(/^SMTP is not configured: .*host/);
  });
  test('also inside a longer message (a refused Send Test)', () => {
    expect(smtpReasonOnSmtpTab(`Test failed: ${SMTP_NOT_CONFIGURED}`)).toBe(`Test failed: ${SMTP_NOT_CONFIGURED_HERE}`);
  });
  test.each([[SMTP_NO_SENDER], [SMTP_NO_RECIPIENTS], [null], ['']])('other reasons are kept: %p', (reason) => {
    expect(smtpReasonOnSmtpTab(reason)).toBe(reason);
  });
});

