// Inputs of the admin order actions after payment: ship, refund, cancel, note. Shared by the admin order page
// and the route handlers; line-level rules (unknown or repeated lines, quantities above what remains) are
// checked against the order in lib/domain/fulfilment.ts.
import { z } from '@/lib/validations/zod';

const lineId = z.number({ error: 'Line ids are numbers' }).int({ error: 'Line ids are whole numbers' }).positive({ error: 'Line ids are positive' });
const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(100_000, { error: 'Quantity is too large' });

export const shipOrderSchema = z.object({
  /** Chosen by the page when the form opens: a repeated click records one shipment, sends one e-mail. */
  shipmentId: z.uuid({ error: 'shipmentId must be a UUID' }).optional(),
  carrier: z.string().trim().max(40, { error: 'Carrier must be at most 40 characters' }).optional().default(''),
  trackingNumber: z
    .string()
    .trim()
    .max(64, { error: 'Tracking number must be at most 64 characters' })
    .regex(/^[A-Za-z0-9 ._/-]*$/, { error: 'Tracking number may contain letters, digits, spaces, dots, dashes and slashes only' })
    .optional()
    .default(''),
  lines: z
    .array(
      z.object({
        lineId,
        quantity,
        lotNumber: z.string().trim().min(1, { error: 'Enter the lot number of every line shipped' }).max(64, { error: 'Lot number must be at most 64 characters' }),
      }),
      { error: 'lines must be a list' },
    )
    .min(1, { error: 'Choose at least one line to ship' })
    .max(500),
});
export type ShipOrderInput = z.output<typeof shipOrderSchema>;

export const refundOrderSchema = z
  .object({
    /** Chosen by the page when the form opens; also the idempotency key sent to Stripe (a retry never refunds twice). */
    refundId: z.uuid({ error: 'refundId must be a UUID' }).optional(),
    /** A refund by amount, in dollars ("12.50"); parsed to cents by parseRefundAmount. */
    amount: z.union([z.string().max(32), z.number()]).optional(),
    /** A refund by lines: unit price × quantity of each. */
    lines: z.array(z.object({ lineId, quantity }), { error: 'lines must be a list' }).max(500).optional(),
    includeShipping: z.boolean().optional().default(false),
    reason: z.string().trim().min(1, { error: 'Give a reason for the refund' }).max(500, { error: 'Reason must be at most 500 characters' }),
  })
  .superRefine((v, ctx) => {
    const byAmount = v.amount !== undefined && v.amount !== '';
    const byLines = Boolean(v.lines?.length) || v.includeShipping;
    if (byAmount === byLines) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Refund either an amount or lines (with or without shipping), not both' });
  });
export type RefundOrderInput = z.output<typeof refundOrderSchema>;

export const cancelOrderSchema = z.object({
  refundId: z.uuid({ error: 'refundId must be a UUID' }).optional(),
  reason: z.string().trim().max(500, { error: 'Reason must be at most 500 characters' }).optional().default(''),
});
export type CancelOrderInput = z.output<typeof cancelOrderSchema>;

export const orderNoteSchema = z.object({
  text: z.string().trim().min(1, { error: 'Write a note' }).max(2000, { error: 'A note must be at most 2000 characters' }),
});
export type OrderNoteInput = z.output<typeof orderNoteSchema>;
