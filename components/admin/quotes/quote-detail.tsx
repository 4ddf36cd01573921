'use client';
// The inbox's detail pane (docs/requirements.md §2 Quotes inbox): contact, organisation, request chips, project description,
// additional info (a JSON summary as labelled fields), submitter e-mail and address, an Email link, Delete.
import * as React from 'react';
import { ArrowLeftIcon as ArrowLeft } from '@/components/icons/arrow-left';
import { BuildingComplexIcon as Building2 } from '@/components/icons/building-complex';
import { CheckCheckIcon as CheckCheck } from '@/components/icons/check-check';
import { FilePenLineIcon as FileSignature } from '@/components/icons/file-pen-line';
import { MailIcon as Mail } from '@/components/icons/mail';
import { MailOpenIcon as MailOpen } from '@/components/icons/mail-open';
import { MapPinIcon as MapPin } from '@/components/icons/map-pin';
import { PhoneIcon as Phone } from '@/components/icons/phone';
import { TrashIcon as Trash2 } from '@/components/icons/trash';
import { UserIcon as User } from '@/components/icons/user';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { formatDateTime } from '@/lib/domain/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { quoteMailto, quoteSenderName } from '@/lib/domain/admin-portal';
import { BUDGETS, labelFor, SERVICE_TYPES, TIMELINES } from '@/lib/domain/quote-options';
import { parseAdditionalInfo } from '@/lib/domain/quote-summary';
import type { QuoteView } from '@/lib/types/admin';

const KIND_LABELS: Record<string, string> = { full: 'Quote form', product: 'Product quote', design: 'Gene design', default: 'Quote' };

function Section({ title, icon: Icon, children }: { title: string; icon?: React.ComponentType<{ className?: string }>; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {Icon ? <Icon className="size-3.5" aria-hidden="true" /> : null}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Pair({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

export function QuoteDetail({
  quote,
  onBack,
  onDelete,
  onMarkUnread,
  onSetAnswered,
}: {
  quote: QuoteView;
  onBack: () => void;
  onDelete: (q: QuoteView) => void;
  onMarkUnread: (q: QuoteView) => void;
  onSetAnswered?: (q: QuoteView, answered: boolean) => void;
}) {
  const serviceLabel = labelFor(SERVICE_TYPES, quote.serviceType);
  const info = parseAdditionalInfo(quote.additionalInfo);
  const chips = [
    { label: 'Service', value: serviceLabel },
    { label: 'Timeline', value: labelFor(TIMELINES, quote.timeline) },
    { label: 'Budget', value: labelFor(BUDGETS, quote.budget) },
    { label: 'Catalog no.', value: quote.catalogNumber ?? '' },
  ].filter((c) => c.value);

  return (
    <article aria-labelledby="quote-detail-title" className="flex flex-col gap-5">
      <Button variant="ghost" size="sm" className="w-fit lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to list
      </Button>
      <header className="flex flex-col gap-3 border-b pb-4 2xl:flex-row 2xl:items-start 2xl:justify-between">
        <div className="min-w-0">
          <div className="mb-1 flex flex-wrap items-center gap-2">
            <Badge variant="outline">{KIND_LABELS[quote.kind ?? 'default'] ?? quote.kind}</Badge>
            {quote.read ? <Badge variant="secondary">Read</Badge> : <Badge variant="quote">Unread</Badge>}
            {quote.answeredAt ? <Badge variant="secondary">Answered</Badge> : null}
          </div>
          <h2 id="quote-detail-title" className="text-xl font-semibold tracking-tight break-words">
            {quoteSenderName(quote)}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Received <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild size="sm">
            <a href={quoteMailto(quote, serviceLabel)}>
              <Mail aria-hidden="true" />
              Email
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={`/admin/offers/new?quote=${encodeURIComponent(quote.id)}`}>
              <FileSignature aria-hidden="true" />
              Create offer
            </a>
          </Button>
          {onSetAnswered ? (
            <Button size="sm" variant="outline" onClick={() => onSetAnswered(quote, !quote.answeredAt)}>
              <CheckCheck aria-hidden="true" />
              {quote.answeredAt ? 'Mark not answered' : 'Mark answered'}
            </Button>
          ) : null}
          {quote.read ? (
            <Button size="sm" variant="outline" onClick={() => onMarkUnread(quote)}>
              <MailOpen aria-hidden="true" />
              Mark unread
            </Button>
          ) : null}
          <ConfirmAction
            title="Delete this quote?"
            description={`The request from ${quoteSenderName(quote)} (${quote.email}) will be removed for good.`}
            onConfirm={() => onDelete(quote)}
            trigger={
              <Button size="sm" variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
          />
        </div>
      </header>

      <div className="grid gap-5 md:grid-cols-2">
        <Section title="Contact" icon={User}>
          <dl className="flex flex-col gap-1.5">
            <Pair label="Name">{[quote.firstName, quote.lastName].filter((s) => s && s !== '-').join(' ')}</Pair>
            <Pair label="Email">
              <a href={`mailto:${quote.email}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {quote.email}
              </a>
            </Pair>
            <Pair label="Phone">
              {quote.phone ? (
                <a href={`tel:${quote.phone.replace(/[^+\d]/g, '')}`} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                  <Phone className="size-3.5" aria-hidden="true" />
                  {quote.phone}
                </a>
              ) : null}
            </Pair>
          </dl>
        </Section>
        <Section title="Organisation" icon={Building2}>
          <dl className="flex flex-col gap-1.5">
            <Pair label="Company">{quote.company}</Pair>
            <Pair label="Department">{quote.department}</Pair>
          </dl>
        </Section>
      </div>

      <Section title="Request">
        {chips.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Request details">
            {chips.map((c) => (
              <li key={c.label}>
                <span className="inline-flex items-center gap-1.5 rounded-full border bg-surface px-3 py-1 text-sm">
                  <span className="text-muted-foreground">{c.label}:</span>
                  <span className="font-medium">{c.value}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No service, timeline or budget given.</p>
        )}
      </Section>

      <Section title="Project description">
        <p className="rounded-md border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap">
          {quote.projectDescription || <span className="text-muted-foreground">—</span>}
        </p>
      </Section>

      <Section title="Additional info">
        {info.kind === 'summary' ? (
          info.fields.length ? (
            <dl className="grid gap-x-4 gap-y-1.5 rounded-md border bg-surface p-3 sm:grid-cols-2" data-testid="quote-summary">
              {info.fields.map((f, i) => (
                <div key={`${f.label}-${i}`} className="flex flex-col text-sm">
                  <dt className="text-xs text-muted-foreground">{f.label}</dt>
                  <dd className="font-medium break-words">{f.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">—</p>
          )
        ) : info.text.trim() ? (
          <p className="rounded-md border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap">{info.text}</p>
        ) : (
          <p className="text-sm text-muted-foreground">—</p>
        )}
      </Section>

      <Section title="Submitted by" icon={MapPin}>
        <dl className="flex flex-col gap-1.5">
          <Pair label="E-mail">{quote.submittedByEmail ?? ''}</Pair>
          <Pair label="Address">
            {quote.submittedByAddress ? <span className="font-mono text-xs">{quote.submittedByAddress}</span> : ''}
          </Pair>
        </dl>
      </Section>
    </article>
  );
}
