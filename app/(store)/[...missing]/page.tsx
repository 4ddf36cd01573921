// Any path no other route claims: the 404 page inside the store layout, so the header and footer stay.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function MissingPage(): never {
  notFound();
}
