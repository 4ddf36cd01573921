// The quote page's contact boxes (docs/requirements.md §2 /request-quote): phone, support e-mail, response within 24 hours.
import { ClockIcon } from '@/components/icons/clock';
import { MailIcon } from '@/components/icons/mail';
import { PhoneIcon } from '@/components/icons/phone';
import { companyInfo } from '@/content/company';
import { cn } from '@/lib/utils';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactBoxes({ className }: { className?: string }) {
  const boxes = [
    {
      icon: PhoneIcon,
      title: 'Call us',
      body: (
        <a href={telHref(companyInfo.phone)} className="font-medium text-primary tabular-nums underline-offset-4 hover:underline">
          {companyInfo.phone}
        </a>
      ),
      note: 'Monday to Friday, 9 am – 6 pm ET',
    },
    {
      icon: MailIcon,
      title: 'Email support',
      body: (
        <a href={`mailto:${companyInfo.supportEmail}`} className="font-medium break-all text-primary underline-offset-4 hover:underline">
          {companyInfo.supportEmail}
        </a>
      ),
      note: 'Technical questions and order support',
    },
    {
      icon: ClockIcon,
      title: 'Response time',
      body: <span className="font-medium">Within {companyInfo.responseTimeHours} hours</span>,
      note: `We respond to every request within ${companyInfo.responseTimeHours} hours on business days.`,
    },
  ];
  return (
    <ul className={cn('grid gap-4', className)} aria-label="Other ways to reach us">
      {boxes.map(({ icon: Icon, title, body, note }) => (
        <li key={title} className="flex gap-4 rounded-lg border bg-card p-5 shadow-xs">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1 text-sm">
            <h2 className="text-base font-semibold">{title}</h2>
            <p>{body}</p>
            <p className="text-muted-foreground">{note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
