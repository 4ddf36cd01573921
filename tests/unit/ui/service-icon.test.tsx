// One icon map for services: every icon the admin's picker offers is drawn as itself on the public site (the
// picker offered 'Pill', which the public pages drew as the fallback flask).
import { FlaskConicalIcon } from '@/components/icons/flask-conical';
import { PillIcon } from '@/components/icons/pill';
import { SERVICE_ICONS } from '@/lib/domain/catalog-admin';
import { serviceIconFor } from '@/components/services/service-icon';

test.each(SERVICE_ICONS.filter((name) => name !== 'FlaskConical'))('the picker icon %s has its own glyph', (name) => {
  expect(serviceIconFor(name)).not.toBe(FlaskConicalIcon);
});

test.each([
  ['Pill', PillIcon],
  ['PillIcon', PillIcon],
  ['pill', PillIcon],
  ['FlaskConical', FlaskConicalIcon],
  ['NoSuchIcon', FlaskConicalIcon],
  ['', FlaskConicalIcon],
])('serviceIconFor(%p)', (name, icon) => {
  expect(serviceIconFor(name)).toBe(icon);
});
