'use client';
// A quantity control: − / number / +, clamped to 1…999 (docs/requirements.md §5, §9). Typing commits valid whole numbers;
// an empty or invalid entry snaps back on blur.
import { useEffect, useState } from 'react';
import { MinusIcon } from '@/components/icons/minus';
import { PlusIcon } from '@/components/icons/plus';
import { PlainButton as Button } from '@/components/ui/plain-button';
import { cx } from '@/lib/class-join';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

function clamp(n: number): number {
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

export function QuantityStepper({
  value,
  onChange,
  itemName,
  className,
}: {
  value: number;
  onChange: (next: number) => void;
  /** What is counted, for accessible names: 'Quantity of {itemName}', 'Increase quantity of {itemName}'. */
  itemName: string;
  className?: string;
}) {
  const label = `Quantity of ${itemName}`;
  const [text, setText] = useState(String(value));
  // eslint-disable-next-line react-hooks/set-state-in-effect -- keep the field in step with outside changes
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    if (!/^\d{1,4}$/.test(raw.trim())) return false;
    const next = clamp(Number(raw));
    if (next !== value) onChange(next);
    return true;
  };

  return (
    <div className={cx('inline-flex items-center rounded-md border border-input bg-background shadow-xs', className)}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="rounded-r-none"
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(clamp(value - 1))}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          commit(e.target.value);
        }}
        onBlur={() => {
          if (!commit(text)) setText(String(value));
          else setText(String(clamp(Number(text))));
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp') {
            e.preventDefault();
            onChange(clamp(value + 1));
          } else if (e.key === 'ArrowDown') {
            e.preventDefault();
            onChange(clamp(value - 1));
          }
        }}
        className="h-10 w-14 border-x border-input bg-transparent text-center text-sm tabular-nums focus-visible:outline-offset-0 max-sm:min-h-11"
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="rounded-l-none"
        aria-label={`Increase quantity of ${itemName}`}
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(clamp(value + 1))}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
