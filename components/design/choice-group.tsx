'use client';
// A labelled radio group of option cards (native inputs: keyboard and screen readers work as for any radio
// group). For the auto-advancing steps 1–3, a click, Space or Enter chooses and advances; an arrow-key move
// only selects, so a keyboard user is not thrown to the next step while browsing the options.
import * as React from 'react';
import { CheckIcon } from '@/components/icons/check';
import type { DesignOption } from '@/lib/domain/design/options';
import { cn } from '@/lib/utils';

export function ChoiceGroup<V extends string>({
  name,
  legend,
  description,
  options,
  value,
  onChoose,
  required = false,
  columns = 'sm:grid-cols-2',
  size = 'lg',
}: {
  name: string;
  legend: string;
  description?: string;
  options: readonly DesignOption<V>[];
  value: V | null;
  /** `advance` is false for an arrow-key move. */
  onChoose: (value: V, advance: boolean) => void;
  required?: boolean;
  columns?: string;
  size?: 'lg' | 'sm';
}) {
  const arrowKey = React.useRef(false);
  const baseId = React.useId();
  const descriptionId = description ? `${baseId}-desc` : undefined;

  return (
    <fieldset className="min-w-0" aria-describedby={descriptionId}>
      <legend className={cn('font-semibold', size === 'lg' ? 'sr-only' : 'mb-1 text-sm')}>
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
        {required ? <span className="sr-only"> (required)</span> : null}
      </legend>
      {description ? (
        <p id={descriptionId} className="mb-2 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => {
          const id = `${baseId}-${option.code}`;
          const hintId = option.hint ? `${id}-hint` : undefined;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              onPointerDown={() => {
                arrowKey.current = false;
              }}
              className={cn(
                'group relative flex cursor-pointer items-start gap-3 rounded-lg border bg-card transition-colors duration-150',
                'hover:border-primary/60 hover:bg-primary/5',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked && 'border-primary bg-primary/5 ring-1 ring-primary',
                size === 'lg' ? 'min-h-16 p-4' : 'min-h-11 px-3 py-2.5',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                aria-describedby={hintId}
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                onChange={() => {
                  // Clicks reach onClick too; onChange alone handles arrow keys (which select without advancing).
                  if (arrowKey.current) onChoose(option.value, false);
                }}
                onClick={() => {
                  if (!arrowKey.current) onChoose(option.value, true);
                }}
                onKeyDown={(e) => {
                  arrowKey.current = e.key.startsWith('Arrow');
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    onChoose(option.value, true);
                  }
                }}
                onKeyUp={() => {
                  arrowKey.current = false;
                }}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-input bg-background transition-colors',
                  checked && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {checked ? <CheckIcon className="size-3.5" /> : null}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className={cn('font-medium', size === 'lg' ? 'text-base' : 'text-sm')}>{option.label}</span>
                {option.hint ? (
                  <span id={hintId} aria-hidden="true" className="text-xs text-muted-foreground">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
