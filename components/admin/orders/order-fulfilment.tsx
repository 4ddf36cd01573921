'use client';
// The admin order page's actions after payment: ship lines (carrier, tracking number, lot per line), refund by
// amount or by lines, cancel, and admin notes. Each form keeps one request id (shipment or refund id) until it
// succeeds, so a repeated click or a retry after a timeout is recognised by the server and never doubles.
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { PackageCheckIcon } from '@/components/icons/package-check';
import { RotateCcwIcon } from '@/components/icons/rotate-ccw';
import { StickyNoteIcon } from '@/components/icons/sticky-note';
import { CircleXIcon as XCircleIcon } from '@/components/icons/circle-x';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { useHydrated } from '@/components/admin/use-hydrated';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/client/api';
import { CARRIERS, lineRefundCents, parseRefundAmount } from '@/lib/domain/fulfilment';
import { formatCents } from '@/lib/domain/money';
import type { OrderStatus } from '@/lib/types/orders';

export interface ActionLine {
  id: number;
  label: string;
  quantity: number;
  unitPriceCents: number;
  /** What was paid for the whole line: its amount less its share of the order's discount (allocateDiscountToLines). */
  netCents: number;
  shipped: number;
  refunded: number;
}

function newId(): string {
  return crypto.randomUUID();
}

function Status({ message, error, reserve = true }: { message: string | null; error: boolean; reserve?: boolean }) {
  return (
    <div aria-live="polite" className={reserve ? 'min-h-5 text-sm' : 'text-sm'}>
      {message ? (
        <p role={error ? 'alert' : 'status'} className={error ? 'font-medium text-destructive' : 'text-success'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

function useAction() {
  const router = useRouter();
  const [pending, setPending] = React.useState(false);
  const [message, setMessage] = React.useState<{ text: string; error: boolean } | null>(null);
  const run = async (fn: () => Promise<string>) => {
    setPending(true);
    setMessage(null);
    try {
      const ok = await fn();
      setMessage({ text: ok, error: false });
      router.refresh();
      return true;
    } catch (err) {
      setMessage({ text: (err as Error).message || 'Something went wrong', error: true });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, message, run };
}

export function ShipForm({ orderId, lines }: { orderId: string; lines: ActionLine[] }) {
  const open = lines.filter((l) => l.shipped < l.quantity);
  const [carrier, setCarrier] = React.useState<string>('UPS');
  const [tracking, setTracking] = React.useState('');
  // Quantities typed by the admin; a line left untouched ships what is still open of it, so after a shipment
  // (qty cleared, the refreshed lines arrive) each field shows the new remainder without remounting the form.
  const [qty, setQty] = React.useState<Record<number, string>>({});
  const qtyOf = (l: ActionLine) => qty[l.id] ?? String(l.quantity - l.shipped);
  const [lots, setLots] = React.useState<Record<number, string>>({});
  const [shipmentId, setShipmentId] = React.useState(newId);
  const { pending, message, run } = useAction();
  const mounted = useHydrated();

  // The confirmation stays after the last line ships: the refreshed page renders this in place of the form, and
  // the message must not vanish with it.
  if (!open.length)
    return (
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">Every line has shipped.</p>
        <Status message={message?.text ?? null} error={message?.error ?? false} reserve={false} />
      </div>
    );

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = open.filter((l) => Number(qtyOf(l)) > 0).map((l) => ({ lineId: l.id, quantity: Number(qtyOf(l)), lotNumber: (lots[l.id] ?? '').trim() }));
    await run(async () => {
      if (!chosen.length) throw new Error('Enter a quantity for at least one line');
      const missing = chosen.find((c) => !c.lotNumber);
      if (missing) throw new Error(`Enter the lot number of ${open.find((l) => l.id === missing.lineId)!.label}`);
      await api.post(`/api/admin/orders/${orderId}/shipments`, { shipmentId, carrier: carrier === 'Other' ? '' : carrier, trackingNumber: tracking.trim(), lines: chosen });
      setShipmentId(newId());
      setTracking('');
      setQty({});
      setLots({});
      return 'Shipment recorded; the customer will be e-mailed.';
    });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby="ship-heading" className="space-y-4 rounded-lg border bg-card p-4 sm:p-5">
      <h3 id="ship-heading" className="font-semibold">
        Ship lines
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Carrier">
          <NativeSelect value={carrier} onChange={(e) => setCarrier(e.target.value)}>
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Tracking number" description="UPS, FedEx, DHL and USPS numbers become tracking links">
          <Input value={tracking} onChange={(e) => setTracking(e.target.value)} autoComplete="off" spellCheck={false} />
        </Field>
      </div>
      <ul className="divide-y rounded-md border">
        {open.map((l) => (
          <li key={l.id} className="grid gap-3 p-3 sm:grid-cols-[1fr_7rem_10rem] sm:items-end">
            <div className="text-sm">
              <span className="font-medium">{l.label}</span>
              <span className="block text-muted-foreground">
                {l.shipped} of {l.quantity} shipped
              </span>
            </div>
            <Field label="Quantity" labelClassName="text-xs">
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={l.quantity - l.shipped}
                aria-label={`Quantity to ship of ${l.label}`}
                value={qtyOf(l)}
                onChange={(e) => setQty((q) => ({ ...q, [l.id]: e.target.value }))}
              />
            </Field>
            <Field label="Lot number" labelClassName="text-xs">
              <Input aria-label={`Lot number of ${l.label}`} value={lots[l.id] ?? ''} onChange={(e) => setLots((s) => ({ ...s, [l.id]: e.target.value }))} autoComplete="off" spellCheck={false} />
            </Field>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Status message={message?.text ?? null} error={message?.error ?? false} />
        <PendingButton type="submit" disabled={!mounted || pending} pending={pending} icon={<PackageCheckIcon aria-hidden="true" />} pendingText="Saving...">
          Mark shipped
        </PendingButton>
      </div>
    </form>
  );
}

export function RefundForm({
  orderId,
  lines,
  remainingCents,
  shippingCents,
  shippingRefunded,
}: {
  orderId: string;
  lines: ActionLine[];
  remainingCents: number;
  shippingCents: number;
  shippingRefunded: boolean;
}) {
  const [mode, setMode] = React.useState<'amount' | 'lines'>('lines');
  const [amount, setAmount] = React.useState('');
  const [qty, setQty] = React.useState<Record<number, string>>({});
  const [includeShipping, setIncludeShipping] = React.useState(false);
  const [reason, setReason] = React.useState('');
  const [refundId, setRefundId] = React.useState(newId);
  const { pending, message, run } = useAction();
  const mounted = useHydrated();

  const chosen = lines.filter((l) => Number(qty[l.id] ?? 0) > 0).map((l) => ({ lineId: l.id, quantity: Number(qty[l.id]) }));
  // The server's figure (refundAmountForLines): each line at what was paid for it, after its share of a discount.
  const linesCents =
    chosen.reduce((s, c) => {
      const l = lines.find((x) => x.id === c.lineId)!;
      return s + lineRefundCents(l.netCents, l.quantity, l.refunded, c.quantity);
    }, 0) + (includeShipping ? shippingCents : 0);
  const parsedAmount = parseRefundAmount(amount);
  const totalCents = mode === 'lines' ? linesCents : parsedAmount.ok ? parsedAmount.cents : 0;
  // An amount that cannot be read says so next to the field, rather than leaving the button at $0.00.
  const amountError = mode === 'amount' && amount.trim() && !parsedAmount.ok ? parsedAmount.message : null;

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    await run(async () => {
      if (!reason.trim()) throw new Error('Give a reason for the refund');
      const body =
        mode === 'amount' ? { refundId, amount: amount.trim(), reason: reason.trim() } : { refundId, lines: chosen, includeShipping, reason: reason.trim() };
      const res = await api.post<{ refund: { amountCents: number } }>(`/api/admin/orders/${orderId}/refunds`, body);
      setRefundId(newId());
      setAmount('');
      setQty({});
      setIncludeShipping(false);
      setReason('');
      return `Refunded ${formatCents(res.refund.amountCents)}.`;
    });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby="refund-heading" className="space-y-4 rounded-lg border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="refund-heading" className="font-semibold">
          Refund
        </h3>
        <p className="text-sm text-muted-foreground">
          <span className="tabular-nums">{formatCents(remainingCents)}</span> can be refunded
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Refund by</legend>
        {(['lines', 'amount'] as const).map((m) => (
          <label key={m} className="inline-flex min-h-11 items-center gap-2 sm:min-h-0">
            <input type="radio" name="refund-mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="size-4 accent-primary" />
            {m === 'lines' ? 'By lines' : 'By amount'}
          </label>
        ))}
      </fieldset>
      {mode === 'amount' ? (
        <Field label="Amount (USD)" description={`Up to ${formatCents(remainingCents)}`} error={amountError}>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="0.00" autoComplete="off" />
        </Field>
      ) : (
        <ul className="divide-y rounded-md border">
          {lines.map((l) => {
            const left = l.quantity - l.refunded;
            return (
              <li key={l.id} className="grid gap-2 p-3 sm:grid-cols-[1fr_7rem] sm:items-center">
                <div className="text-sm">
                  <span className="font-medium">{l.label}</span>
                  <span className="block text-muted-foreground">
                    {formatCents(l.unitPriceCents)} each
                    {l.netCents < l.unitPriceCents * l.quantity ? ` (${formatCents(l.netCents)} paid for the line after the discount)` : ''} · {l.refunded} of{' '}
                    {l.quantity} refunded
                  </span>
                </div>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  disabled={left <= 0}
                  aria-label={`Quantity to refund of ${l.label}`}
                  value={qty[l.id] ?? ''}
                  placeholder="0"
                  onChange={(e) => setQty((q) => ({ ...q, [l.id]: e.target.value }))}
                />
              </li>
            );
          })}
          {shippingCents > 0 && (
            <li className="p-3 text-sm">
              <label className="inline-flex min-h-11 items-center gap-2 sm:min-h-0">
                <input
                  type="checkbox"
                  checked={includeShipping}
                  disabled={shippingRefunded}
                  onChange={(e) => setIncludeShipping(e.target.checked)}
                  className="size-4 accent-primary"
                />
                Refund the shipping ({formatCents(shippingCents)}){shippingRefunded ? ' — already refunded' : ''}
              </label>
            </li>
          )}
        </ul>
      )}
      <Field label="Reason" required>
        <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Status message={message?.text ?? null} error={message?.error ?? false} />
        <PendingButton
          type="submit"
          variant="outline"
          disabled={!mounted || pending || totalCents <= 0}
          pending={pending}
          icon={<RotateCcwIcon aria-hidden="true" />}
          pendingText="Refunding..."
        >
          {`Refund ${formatCents(totalCents)}`}
        </PendingButton>
      </div>
    </form>
  );
}

export function CancelOrderButton({ orderId, status, refundCents }: { orderId: string; status: OrderStatus; refundCents: number }) {
  const [refundId] = React.useState(newId);
  const { pending, message, run } = useAction();
  const mounted = useHydrated();
  const paid = status !== 'pending';
  return (
    <div className="flex flex-col items-start gap-1">
      <ConfirmAction
        trigger={
          <Button type="button" variant="outline" size="sm" disabled={!mounted || pending}>
            <XCircleIcon aria-hidden="true" />
            Cancel order
          </Button>
        }
        title="Cancel this order?"
        description={
          paid ? `The customer is refunded ${formatCents(refundCents)} in full and told by e-mail. This cannot be undone.` : 'The unpaid order is closed. This cannot be undone.'
        }
        confirmLabel="Cancel order"
        onConfirm={() => void run(async () => {
          await api.post(`/api/admin/orders/${orderId}/cancel`, { refundId });
          return 'Order cancelled.';
        })}
      />
      <Status message={message?.text ?? null} error={message?.error ?? false} reserve={false} />
    </div>
  );
}

export function MarkDeliveredButton({ orderId }: { orderId: string }) {
  const { pending, message, run } = useAction();
  const mounted = useHydrated();
  return (
    <div className="flex flex-col items-start gap-1">
      <PendingButton
        type="button"
        variant="outline"
        size="sm"
        disabled={!mounted || pending}
        pending={pending}
        icon={<PackageCheckIcon aria-hidden="true" />}
        onClick={() => void run(async () => {
          await api.post(`/api/admin/orders/${orderId}/delivered`, {});
          return 'Marked delivered.';
        })}
      >
        Mark delivered
      </PendingButton>
      <Status message={message?.text ?? null} error={message?.error ?? false} reserve={false} />
    </div>
  );
}

export function NoteForm({ orderId }: { orderId: string }) {
  const [text, setText] = React.useState('');
  const { pending, message, run } = useAction();
  const mounted = useHydrated();
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const ok = await run(async () => {
      if (!text.trim()) throw new Error('Write a note');
      await api.post(`/api/admin/orders/${orderId}/notes`, { text: text.trim() });
      return 'Note added.';
    });
    if (ok) setText('');
  };
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-3 print:hidden">
      <Field label="Add a note" description="Only admins see notes.">
        <Textarea rows={2} value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Status message={message?.text ?? null} error={message?.error ?? false} />
        <PendingButton type="submit" variant="secondary" size="sm" disabled={!mounted || pending} pending={pending} icon={<StickyNoteIcon aria-hidden="true" />} pendingText="Saving...">
          Add note
        </PendingButton>
      </div>
    </form>
  );
}
