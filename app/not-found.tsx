import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/static/not-found-content';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
