'use client';
// The admin's search field (products, services, blog posts, images, admins, activity): a search input with a
// magnifier, filtering as one types. `children` go inside the box (e.g. a clear button).
import * as React from 'react';
import { SearchIcon as Search } from '@/components/icons/search';

import { Input } from '@/components/ui/input';
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
