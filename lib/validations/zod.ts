// zod for the schemas that also run in the browser (lib/validations/*). Pages are served with a
// Content-Security-Policy without 'unsafe-eval' (docs/security.md): zod's compiled fast path would probe
// `new Function` on first use and set off a violation report, so it runs jitless. Validation is the same.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
