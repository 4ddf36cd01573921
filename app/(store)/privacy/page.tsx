// docs/requirements.md §2: /privacy shows placeholder text only.
import type { Metadata } from 'next';
import { PageHero } from '@/components/static/page-hero';
import { PlaceholderLegalText } from '@/components/static/placeholder-legal-text';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'How BioArk handles the personal data you share through our website, quotes and orders.',
  alternates: { canonical: '/privacy' },
};

export default function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy" />
      <PlaceholderLegalText topic="Privacy Policy" />
    </>
  );
}
