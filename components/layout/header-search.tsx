'use client';
// The header's search box. Without JavaScript it is a plain GET form to /products?q=. The suggestions (a
// WAI-ARIA combobox listbox) load on first focus, so they cost the public pages nothing on first load.
import { useCallback, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/components/icons/search';
import type { SuggestionsProps } from '@/components/search/search-suggestions';
import { cx } from '@/lib/class-join';

const loadSuggestions = () => import('@/components/search/search-suggestions').then((m) => m.SearchSuggestions);

export function HeaderSearch({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const keyHandler = useRef<((e: KeyboardEvent<HTMLInputElement>) => void) | null>(null);

  const activate = useCallback(() => {
    if (!Suggestions) void loadSuggestions().then((C) => setSuggestions(() => C)).catch(() => undefined);
  }, [Suggestions]);

  return (
    <form action="/products" method="get" role="search" aria-label="Site search" className={cx('relative', className)}>
      <label htmlFor={`${id}-q`} className="sr-only">
        Search products, services and articles
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        ref={inputRef}
        id={`${id}-q`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={200}
        placeholder="Search products…"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          activate();
        }}
        onFocus={activate}
        onKeyDown={(e) => keyHandler.current?.(e)}
        className="h-10 w-full min-w-0 rounded-md border border-input bg-background pr-3 pl-9 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring md:text-sm"
      />
      {Suggestions ? (
        <Suggestions
          value={value}
          listId={listId}
          inputRef={inputRef}
          onExpandedChange={setExpanded}
          onActiveChange={setActiveId}
          onValueChange={setValue}
          keyHandlerRef={keyHandler}
        />
      ) : null}
    </form>
  );
}
