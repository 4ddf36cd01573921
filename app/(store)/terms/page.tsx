// docs/requirements.md §2: /terms shows placeholder text only.
import type { Metadata } from 'next';
import { PageHero } from '@/components/static/page-hero';
import { PlaceholderLegalText } from '@/components/static/placeholder-legal-text';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Terms of Service',
  description: 'The terms that apply to purchases, quotes and use of the BioArk website.',
  alternates: { canonical: '/terms' },
};

export default function TermsPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service" />
      <PlaceholderLegalText topic="Terms of Service" />
    </>
  );
}
