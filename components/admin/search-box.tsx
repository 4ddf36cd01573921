'use client';
// The admin's search fields. SearchBox (products, services, blog posts, images, admins, activity, quotes): a
// search input with a magnifier, filtering as one types; `children` go inside the box (e.g. a clear button).
// SearchForm (orders, customers): a plain GET form with a labelled `q` field and a Search button, so it works
// before hydration and the query stays in the URL; `children` are its other filters, placed before the button.
import * as React from 'react';
import { SearchIcon as Search } from '@/components/icons/search';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type SearchBoxProps = Omit<React.ComponentProps<typeof Input>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the box around the field (width, alignment). */
  boxClassName?: string;
};

export function SearchBox({ value, onValueChange, boxClassName, className, children, ...props }: SearchBoxProps) {
  return (
    <div className={cn('relative', boxClassName)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" value={value} onChange={(e) => onValueChange(e.target.value)} className={cn('pl-9', className)} {...props} />
      {children}
    </div>
  );
}

type SearchFormProps = {
  /** The page the form submits to (GET). */
  action: string;
  /** Visible label of the search field, and the id of its input. */
  label: string;
  inputId: string;
  q: string;
  placeholder: string;
  /** Classes of the form (layout) and of the field's box (width). */
  className?: string;
  fieldClassName?: string;
  buttonVariant?: React.ComponentProps<typeof Button>['variant'];
  children?: React.ReactNode;
};

export function SearchForm({ action, label, inputId, q, placeholder, className, fieldClassName, buttonVariant = 'outline', children }: SearchFormProps) {
  return (
    <form role="search" method="get" action={action} className={className}>
      <div className={fieldClassName}>
        <Label htmlFor={inputId} className="mb-2">
          {label}
        </Label>
        <Input id={inputId} name="q" type="search" defaultValue={q} placeholder={placeholder} />
      </div>
      {children}
      <Button type="submit" variant={buttonVariant}>
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
