'use client';
// Search as you type (WAI-ARIA combobox with a listbox popup): the top products with catalog number and price,
// then services and posts. Debounced; a newer keystroke aborts the request still in flight. Loaded by
// components/layout/header-search.tsx on first focus.
import { useEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { highlightSegments } from '@/lib/domain/search';
import type { Suggestions } from '@/lib/server/search';
import { cn } from '@/lib/utils';

export const SUGGEST_DEBOUNCE_MS = 150;
const MIN_CHARS = 2;

export interface SuggestionsProps {
  value: string;
  listId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onExpandedChange: (open: boolean) => void;
  onActiveChange: (id: string | undefined) => void;
  onValueChange: (value: string) => void;
  keyHandlerRef: MutableRefObject<((e: KeyboardEvent<HTMLInputElement>) => void) | null>;
}

interface Option {
  kind: 'product' | 'service' | 'post' | 'all';
  href: string;
  title: string;
  meta?: string;
  price?: string;
}

function optionsOf(data: Suggestions | null): Option[] {
  if (!data) return [];
  const out: Option[] = data.products.map((p) => ({ kind: 'product', href: p.href, title: p.name, meta: p.catalogNumber, price: p.price }));
  for (const s of data.services) out.push({ kind: 'service', href: s.href, title: s.title });
  for (const p of data.posts) out.push({ kind: 'post', href: p.href, title: p.title });
  if (data.q && data.total > 0) out.push({ kind: 'all', href: `/products?q=${encodeURIComponent(data.q)}`, title: `See all ${data.total}${data.totalCapped ? '+' : ''} product ${data.total === 1 && !data.totalCapped ? 'result' : 'results'} for “${data.q}”` });
  return out;
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((s, i) =>
        s.mark ? (
          <mark key={i} className="rounded-xs bg-accent/25 text-inherit">
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </>
  );
}

const GROUP_LABEL: Record<Option['kind'], string> = { product: 'Products', service: 'Services', post: 'Articles', all: '' };

export function SearchSuggestions({ value, listId, inputRef, onExpandedChange, onActiveChange, onValueChange, keyHandlerRef }: SuggestionsProps) {
  const router = useRouter();
  const [data, setData] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const controller = useRef<AbortController | null>(null);
  const options = optionsOf(data);
  const q = value.trim();
  const visible = open && q.length >= MIN_CHARS && data !== null;

  useEffect(() => {
    if (q.length < MIN_CHARS) {
      controller.current?.abort();
      return;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      fetch(`/api/public/search/suggest?q=${encodeURIComponent(q)}`, { signal: c.signal, headers: { Accept: 'application/json' } })
        .then((r) => (r.ok ? (r.json() as Promise<Suggestions>) : null))
        .then((d) => {
          if (c.signal.aborted || !d) return;
          setData(d);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    onExpandedChange(visible);
    onActiveChange(visible && active >= 0 ? `${listId}-opt-${active}` : undefined);
  }, [visible, active, listId, onExpandedChange, onActiveChange]);

  // Close when focus or a click goes elsewhere.
  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    if (!form) return;
    const onDown = (e: Event) => {
      if (!form.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('focusin', onDown);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('focusin', onDown);
    };
  }, [inputRef]);

  const go = (o: Option) => {
    setOpen(false);
    router.push(o.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      if (!visible) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      if (visible && active >= 0 && options[active]) {
        e.preventDefault();
        go(options[active]);
      } else {
        setOpen(false);
      }
    } else if (e.key === 'Escape') {
      if (visible) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        e.preventDefault();
        onValueChange('');
      }
    } else if (e.key === 'Tab') {
      setOpen(false);
    } else if (!visible && q.length >= MIN_CHARS && data) {
      setOpen(true);
    }
  };

  useEffect(() => {
    keyHandlerRef.current = onKeyDown;
  });

  const count = data ? data.products.length + data.services.length + data.posts.length : 0;
  const terms = data?.highlight ?? [];

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {visible ? (count ? `${count} suggestion${count === 1 ? '' : 's'} available, use the up and down arrows to choose` : 'No suggestions') : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!visible}
        onPointerDown={(e) => e.preventDefault()}
        className="absolute top-full right-0 z-50 mt-2 max-h-[70vh] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {visible && count === 0 ? (
          <li role="option" aria-disabled="true" aria-selected={false} className="px-3 py-2 text-sm text-muted-foreground">
            No suggestions — press Enter to search.
          </li>
        ) : null}
        {(['product', 'service', 'post', 'all'] as const).map((kind) => {
          const group = options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === kind);
          if (!group.length) return null;
          const labelId = `${listId}-${kind}`;
          return (
            <li key={kind} role="group" aria-labelledby={GROUP_LABEL[kind] ? labelId : undefined} aria-label={GROUP_LABEL[kind] ? undefined : 'All results'}>
              {GROUP_LABEL[kind] ? (
                <div id={labelId} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {GROUP_LABEL[kind]}
                </div>
              ) : null}
              {group.map(({ o, i }) => (
                <div
                  key={o.href}
                  id={`${listId}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onClick={() => go(o)}
                  onPointerMove={() => setActive(i)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
                    i === active ? 'bg-secondary text-secondary-foreground' : '',
                    o.kind === 'all' ? 'mt-1 font-medium text-primary' : '',
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2">
                      <Marked text={o.title} terms={o.kind === 'all' ? [] : terms} />
                    </span>
                    {o.meta ? (
                      <span className="block font-mono text-xs text-muted-foreground tabular-nums">
                        <Marked text={o.meta} terms={terms} />
                      </span>
                    ) : null}
                  </span>
                  {o.price ? <span className="shrink-0 text-sm font-semibold tabular-nums">{o.price}</span> : null}
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </>
  );
}
