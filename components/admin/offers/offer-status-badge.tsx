import { Badge } from '@/components/ui/badge';
import { OFFER_STATUS_LABELS, type OfferStatus } from '@/lib/domain/offers';

const VARIANT: Record<OfferStatus | 'expired', 'success' | 'warning' | 'destructive' | 'outline' | 'secondary'> = {
  draft: 'outline',
  sent: 'warning',
  accepted: 'success',
  declined: 'destructive',
  superseded: 'secondary',
  expired: 'secondary',
};

export function OfferStatusBadge({ status }: { status: OfferStatus | 'expired' }) {
  return <Badge variant={VARIANT[status]}>{OFFER_STATUS_LABELS[status]}</Badge>;
}
