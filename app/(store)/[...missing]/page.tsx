// Any path no other route claims: the 404 page inside the store layout, so the header and footer stay, rendered
// on the server (NotFoundHere; docs/architecture.md#not-found-pages).
import type { Metadata } from 'next';
import { NotFoundHere } from '@/components/static/not-found-here';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function MissingPage() {
  return <NotFoundHere />;
}
