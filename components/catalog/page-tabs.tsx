'use client';
// Horizontal tabs for storefront pages (WAI-ARIA tabs pattern: one tab stop, arrow keys / Home / End move
// and select, every panel stays in the server HTML and only the selected one shows). Same look as
// components/ui/tabs; a few lines of state instead of Radix Tabs keep the product page's first load ~8 KB
// lighter. The admin keeps the Radix version.
import { useId, useRef, useState } from 'react';

export interface PageTab {
  value: string;
  label: string;
  content: React.ReactNode;
}

const LIST =
  'inline-flex w-fit max-w-full items-center justify-start gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground';
const LIST_PHONE_GRID = 'max-sm:grid max-sm:w-full max-sm:grid-cols-2';
const TRIGGER =
  'inline-flex h-9 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap max-sm:min-h-11 ' +
  'text-muted-foreground transition-colors duration-150 hover:text-foreground focus-visible:outline-offset-0 ' +
  'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export function PageTabs({ label, tabs, panelClassName }: { label: string; tabs: PageTab[]; panelClassName?: string }) {
  const [selected, setSelected] = useState(tabs[0]?.value);
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;

  function onKeyDown(e: React.KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    setSelected(tabs[next].value);
    refs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      {/* Phones: four or more tabs (a product's Specifications … Documents) sit in two columns, none cut off. */}
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={tabs.length >= 4 ? `${LIST} ${LIST_PHONE_GRID}` : LIST}>
        {tabs.map((t, i) => {
          const active = t.value === selected;
          return (
            <button
              key={t.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(t.value)}
              aria-selected={active}
              aria-controls={panelId(t.value)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => setSelected(t.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={TRIGGER}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map((t) => (
        <div
          key={t.value}
          role="tabpanel"
          id={panelId(t.value)}
          aria-labelledby={tabId(t.value)}
          tabIndex={0}
          hidden={t.value !== selected}
          className={panelClassName}
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
