'use client';
// The small-screen toggle menu (docs/requirements.md §2, §4 Mobile menu: open or closed). Only the button ships with the page;
// the sheet (a Radix dialog) loads when it is first opened.
import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '@/components/icons/menu';
import { resolvedButtonVariants as buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/class-join';

const MobileNavSheet = lazy(() => import('./mobile-nav-sheet'));

export function MobileNav({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [prevPath, setPrevPath] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (pathname !== prevPath) {
    setPrevPath(pathname);
    setOpen(false);
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // size: null — a 44 px square of its own (the icon size's size-10 would conflict with it).
        className={cx(buttonVariants({ variant: 'ghost', size: null }), 'size-11 gap-2 text-sm lg:hidden')}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavSheet
            pathname={pathname}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
