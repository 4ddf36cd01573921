import * as React from 'react';
import { Slot } from '@/components/ui/slot';
import { CircleExclamationPointIcon as CircleAlertIcon } from '@/components/icons/circle-exclamation-point';

import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** Props a Field hands to its control so the label, helper text and error are announced with it. */
type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type FieldProps = Omit<React.ComponentProps<'div'>, 'children' | 'id'> & {
  label: React.ReactNode;
  /** The control's id (the label's htmlFor). Generated when omitted. */
  id?: string;
  /** Helper text under the control. */
  description?: React.ReactNode;
  /** Inline error; zod's `fieldErrors[name]` (string[]) can be passed as is. */
  error?: string | readonly string[] | null;
  /** Shows the '*' marker and sets aria-required on the control (not `required`, to keep the app's own messages). */
  required?: boolean;
  /** `horizontal` puts the control before the label (checkbox, switch, radio). */
  orientation?: 'vertical' | 'horizontal';
  labelClassName?: string;
  /**
   * One control element (it receives id and aria-* through Slot; its own props win), or a function for
   * composite controls, e.g. `{(p) => <Select><SelectTrigger {...p}>…</SelectTrigger></Select>}`.
   */
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
};

function fieldIds(id: string) {
  return { descriptionId: `${id}-description`, errorId: `${id}-error` };
}

function Field({
  label,
  id: idProp,
  description,
  error,
  required = false,
  orientation = 'vertical',
  className,
  labelClassName,
  children,
  ...props
}: FieldProps) {
  const generatedId = React.useId();
  const id = idProp ?? generatedId;
  const { descriptionId, errorId } = fieldIds(id);
  const errors = (typeof error === 'string' ? [error] : (error ?? [])).filter(Boolean);
  const invalid = errors.length > 0;

  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  const controlProps: FieldControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  const control =
    typeof children === 'function' ? children(controlProps) : <Slot {...controlProps}>{children}</Slot>;

  const labelNode = (
    <Label htmlFor={id} className={cn(orientation === 'horizontal' && 'font-normal', labelClassName)}>
      <span>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </span>
    </Label>
  );

  return (
    <div
      data-slot="field"
      data-orientation={orientation}
      data-invalid={invalid || undefined}
      className={cn('flex flex-col', className)}
      {...props}
    >
      {orientation === 'horizontal' ? (
        <div className="flex items-center gap-3">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          <div className="mb-2">{labelNode}</div>
          {control}
        </>
      )}
      {description && (
        <p id={descriptionId} data-slot="field-description" className="mt-1.5 text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {/* Always rendered so screen readers announce an error when it appears (docs/conventions.md 5). */}
      <div aria-live="polite" data-slot="field-error-region">
        {invalid && (
          <p id={errorId} data-slot="field-error" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-destructive">
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {errors.map((message, i) => (
                <span key={i} className="block">
                  {message}
                </span>
              ))}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

export { Field, fieldIds, type FieldControlProps };
