import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { MessageSquareTextIcon } from '@/components/icons/message-square-text';
import { AccountShell, SectionHeading } from '@/components/account/account-shell';
import { formatDate } from '@/components/account/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { REQUEST_STATUS_LABEL, type RequestStatus } from '@/lib/domain/account-data';
import { listCustomerRequests } from '@/lib/server/account-data';
import { requireCustomerPage } from '@/lib/auth/page-guard';

export const metadata: Metadata = { title: 'My quotes', robots: { index: false, follow: false } };

const STATUS_VARIANT: Record<RequestStatus, 'warning' | 'secondary' | 'success'> = { submitted: 'secondary', reviewing: 'warning', answered: 'success' };
const STEPS: RequestStatus[] = ['submitted', 'reviewing', 'answered'];

// Every quote and contact request sent with the verified address (also before the account existed), newest first.
export default async function AccountQuotesPage() {
  const customer = await requireCustomerPage('/account/quotes');
  const requests = await listCustomerRequests(customer);

  return (
    <AccountShell email={customer.email}>
      <section aria-labelledby="quotes-heading">
        <SectionHeading id="quotes-heading" title="Quotes and messages" description={`Everything sent with ${customer.email}: its status and the message as it was sent.`} />
        {requests.length === 0 ? (
          <div className="mt-4 rounded-lg border bg-surface p-6 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <MessageSquareTextIcon className="size-4" aria-hidden="true" />
              No quotes yet
            </p>
            <p className="mt-1 text-muted-foreground">Quote requests and messages sent with {customer.email} show here, with where they stand.</p>
            <Button asChild variant="outline" className="mt-4">
              <Link href="/request-quote">Request a quote</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="account-quotes">
            {requests.map((r) => (
              <li key={`${r.type}:${r.id}`} className="rounded-lg border bg-card p-4 shadow-xs sm:p-5">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <p className="min-w-0 font-medium break-words">{r.title}</p>
                  <Badge variant={STATUS_VARIANT[r.status]}>{REQUEST_STATUS_LABEL[r.status]}</Badge>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">
                  {r.type === 'quote' ? 'Quote request' : 'Message'} · sent <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                  {r.answeredAt ? (
                    <>
                      {' '}
                      · answered <time dateTime={r.answeredAt}>{formatDate(r.answeredAt)}</time>
                    </>
                  ) : null}
                </p>
                <ol aria-label="Progress" className="mt-3 flex items-center gap-2 text-xs">
                  {STEPS.map((s, i) => {
                    const reached = STEPS.indexOf(r.status) >= i;
                    return (
                      <li key={s} className="flex items-center gap-2">
                        {i > 0 ? <span aria-hidden="true" className={reached ? 'h-px w-4 bg-primary sm:w-8' : 'h-px w-4 bg-border sm:w-8'} /> : null}
                        <span className={reached ? 'font-medium text-primary' : 'text-muted-foreground'}>
                          {REQUEST_STATUS_LABEL[s]}
                          {reached ? <span className="sr-only"> (reached)</span> : null}
                        </span>
                      </li>
                    );
                  })}
                </ol>
                {r.details.length ? (
                  <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                    {r.details.map((d) => (
                      <div key={d.label} className="flex gap-1.5">
                        <dt className="text-muted-foreground">{d.label}:</dt>
                        <dd className="break-words">{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {r.message ? (
                  <details className="mt-3 text-sm">
                    <summary className="cursor-pointer font-medium text-primary">Message sent</summary>
                    <p className="mt-2 rounded-md bg-surface p-3 break-words whitespace-pre-wrap">{r.message}</p>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountShell>
  );
}
