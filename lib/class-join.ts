// Plain class joining (clsx) for the client components every public page loads: `cn` (lib/utils.ts) resolves
// Tailwind conflicts with lib/class-merge.ts, which is 3.5 KB gzip in the browser. Where a class list has no
// conflicting utilities the two give the same string; tests/unit/ui/first-load-classes.test.tsx renders these
// components and checks that every class attribute they produce is conflict-free.
export { clsx as cx } from 'clsx';
