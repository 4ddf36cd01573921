// docs/requirements.md §2: /terms and /privacy carry placeholder text only, clearly marked as such.
import { companyInfo } from '@/content/company';

export function PlaceholderLegalText({ topic }: { topic: string }) {
  // A legal name ending in 'Inc.' already ends the sentence.
  const fullStop = companyInfo.legalName.endsWith('.') ? '' : '.';
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="rounded-md border border-warning/25 bg-warning/10 p-4 text-sm text-warning">
        Placeholder text: the final {topic.toLowerCase()} will be published here.
      </p>
      <div className="prose-bio mt-8">
        <p>
          This page will describe the {topic.toLowerCase()} of {companyInfo.legalName}
          {fullStop} Until then, please contact us with any
          question at <a href={`mailto:${companyInfo.supportEmail}`}>{companyInfo.supportEmail}</a>.
        </p>
        <p>Last updated: to be announced.</p>
      </div>
    </div>
  );
}
