import 'server-only';
// Shown in the admin portal while payments run in demo mode (issue 4 item 5). A server component: it reads
// the payment configuration, which never reaches the browser.
import { FlaskConicalIcon } from '@/components/icons/flask-conical';
import { isDemoPayments } from '@/lib/adapters/payments';
import { cn } from '@/lib/utils';

export function DemoModeBanner({ className }: { className?: string }) {
  if (!isDemoPayments()) return null;
  return (
    <div
      role="status"
      data-testid="demo-mode-banner"
      className={cn('flex items-start gap-3 rounded-lg border border-warning/30 bg-warning/10 px-4 py-3 text-sm text-warning', className)}
    >
      <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Payments are in demo mode.</strong> Checkout opens a local demo page and no card is
        charged. Set <code className="font-mono text-xs">STRIPE_SECRET_KEY</code> and{' '}
        <code className="font-mono text-xs">STRIPE_WEBHOOK_SECRET</code> to take real payments.
      </p>
    </div>
  );
}
