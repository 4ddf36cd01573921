// GET /api/admin/audit query (the Activity view's filters; also kept in the page URL).
import { z } from '@/lib/validations/zod';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a date')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const auditQuerySchema = z.object({
  q: optionalText(200),
  actor: optionalText(254),
  action: optionalText(40),
  entityType: optionalText(40),
  from: day,
  to: day,
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
