// The Add Admin form submitted with empty fields (docs/requirements.md §2 Admins): each empty field gets its own
// message, so the form can mark it and move focus to the first one.
import { missingAdminFields } from '@/lib/validations/users';

describe('missingAdminFields', () => {
  test.each([
    ['both empty', { email: '', password: '' }, ['email', 'password']],
    ['only spaces in the e-mail', { email: '   ', password: 'x' }, ['email']],
    ['no password', { email: 'a@b.test', password: '' }, ['password']],
    ['both given', { email: 'a@b.test', password: 'x' }, []],
  ])('%s', (_l, input, keys) => {
    const errs = missingAdminFields(input);
    expect(Object.keys(errs)).toEqual(keys);
    for (const k of keys) expect(errs[k]).toMatch(/^Enter /);
  });
});
