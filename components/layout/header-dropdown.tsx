'use client';
// A header link with a dropdown panel (the Products mega menu and the Services menu). The link itself still
// navigates; the panel opens on hover (after a delay), on the chevron button, or with ArrowDown from the link.
// Escape closes it and returns focus; tabbing out closes it.
import { useEffect, useRef } from 'react';
import Link from '@/components/ui/app-link';
import { ChevronDownIcon } from '@/components/icons/chevron-down';
import { cx } from '@/lib/class-join';

export type OpenIntent = 'pointer' | 'keyboard';

export interface HeaderDropdownProps {
  name: string;
  label: string;
  href: string;
  active: boolean;
  open: boolean;
  intent: OpenIntent | null;
  onOpen: (intent: OpenIntent) => void;
  onClose: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  panelLabel: string;
  panelClassName?: string;
  className?: string;
  children: React.ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function HeaderDropdown(props: HeaderDropdownProps) {
  const { name, label, href, active, open, intent, onOpen, onClose, panelLabel, panelClassName, className, children } = props;
  const wrapperRef = useRef<HTMLLIElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `${name}-menu-panel`;

  // Opened from the keyboard: move focus into the panel (its preferred element, else the first focusable).
  // Content that arrives later (loading → loaded) takes focus over from the panel itself.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || intent !== 'keyboard' || !panel) return;
    const focusInside = () =>
      (panel.querySelector<HTMLElement>('[data-menu-autofocus]') ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    focusInside();
    const observer = new MutationObserver(() => {
      if (document.activeElement === panel) focusInside();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, intent]);

  const closeAndReturn = () => {
    onClose();
    buttonRef.current?.focus();
  };

  return (
    <li
      ref={wrapperRef}
      className={cx('flex items-center', className)}
      data-menu={name}
      onPointerEnter={(e) => e.pointerType === 'mouse' && props.onPointerEnter()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && props.onPointerLeave()}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          closeAndReturn();
        }
      }}
      onBlur={(e) => {
        if (open && !wrapperRef.current?.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      <Link
        href={href}
        aria-current={active ? 'page' : undefined}
        className={cx(
          'inline-flex h-10 items-center rounded-l-md pr-1 pl-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-primary xl:pl-3',
          active ? 'text-primary' : 'text-foreground',
        )}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            onOpen('keyboard');
          }
        }}
      >
        {label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label} menu`}
        className="inline-flex h-10 w-6 cursor-pointer xl:w-7 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-primary"
        onClick={(e) => (open ? onClose() : onOpen(e.detail === 0 ? 'keyboard' : 'pointer'))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            onOpen('keyboard');
          }
        }}
      >
        <ChevronDownIcon className={cx('size-4 transition-transform duration-200', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-label={panelLabel}
        tabIndex={-1}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
        className={cx(
          'absolute top-full z-40 border bg-popover text-popover-foreground shadow-lg outline-none data-[state=open]:animate-fade-in',
          panelClassName,
        )}
      >
        {open && children}
      </div>
    </li>
  );
}
