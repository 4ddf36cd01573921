'use client';
// Quick order (issue 4 item 7): paste catalog numbers — `BADM3362 2` or `BSY3320, 5 x 500 μL, 1` per line.
// Known catalog numbers are added with the right option; unknown ones are listed with their line number.
import { useId, useState } from 'react';
import { ListPlusIcon } from '@/components/icons/list-plus';
import { useCart } from '@/components/cart/cart-provider';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/client/api';
import type { QuickOrderLineError, QuickOrderResult } from '@/lib/domain/quick-order';
import { QUICK_ORDER_MAX_CHARS } from '@/lib/domain/quick-order';
import { cn } from '@/lib/utils';

export function QuickOrderBox({ className }: { className?: string }) {
  const { addItem } = useCart();
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [errors, setErrors] = useState<QuickOrderLineError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setAdded(null);
    setErrors([]);
    setFailure(null);
    if (!text.trim()) {
      setFailure('Paste at least one line, e.g. BADM3362 2');
      return;
    }
    setPending(true);
    try {
      const result = await api.post<QuickOrderResult>('/api/public/quick-order', { text });
      for (const line of result.lines) {
        addItem(
          { id: line.id, name: line.name, priceCents: line.priceCents, imageUrl: line.imageUrl, variant: line.variant, link: line.link, catalogNumber: line.id },
          line.quantity,
        );
      }
      const units = result.lines.reduce((s, l) => s + l.quantity, 0);
      if (result.lines.length) {
        setAdded(
          `Added ${result.lines.length === 1 ? '1 line' : `${result.lines.length} lines`} (${units === 1 ? '1 item' : `${units} items`}) to your cart.`,
        );
      }
      setErrors(result.errors);
      // Keep only the lines that need fixing in the box.
      if (result.errors.length) setText(result.errors.map((err) => err.input).join('\n'));
      else setText('');
    } catch (err) {
      setFailure((err as Error).message || 'Please try again later.');
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className={cn('rounded-lg border bg-card p-5 shadow-xs', className)}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
        <ListPlusIcon className="size-5 text-primary" aria-hidden="true" />
        Quick order
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Know your catalog numbers? Paste them here, one item per line.</p>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <div>
          <Label htmlFor={`${id}-text`} className="mb-2">
            Catalog numbers
          </Label>
          <Textarea
            id={`${id}-text`}
            name="text"
            value={text}
            maxLength={QUICK_ORDER_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
            rows={4}
            spellCheck={false}
            placeholder={'BADM3362 2\nBADM3363, 5 x 500 μL, 1\nBSY3320, Low ROX, 2'}
            aria-describedby={`${id}-help`}
            className="font-mono"
          />
          <p id={`${id}-help`} className="mt-1.5 text-xs text-muted-foreground">
            Catalog number, then optionally the pack size and the quantity: <span className="font-mono">BADM3362 2</span> or{' '}
            <span className="font-mono">BADM3363, 5 x 500 μL, 1</span>.
          </p>
        </div>
        <PendingButton pending={pending} icon={<ListPlusIcon aria-hidden="true" />} pendingText="Adding…" type="submit" variant="secondary" disabled={pending}>
          Add to cart
        </PendingButton>
      </form>
      <div aria-live="polite" className="mt-3 space-y-2 text-sm">
        {added && <p className="font-medium text-success">{added}</p>}
        {failure && <p className="font-medium text-destructive">{failure}</p>}
        {errors.length > 0 && (
          <div role="alert" className="rounded-md border border-destructive/25 bg-destructive/5 p-3 text-destructive">
            <p className="font-medium">{errors.length === 1 ? 'This line was not added:' : `These ${errors.length} lines were not added:`}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {errors.map((err) => (
                <li key={`${err.lineNumber}-${err.message}`}>
                  Line {err.lineNumber}: {err.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
