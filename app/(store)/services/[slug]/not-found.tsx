// Inside the store layout, so an unknown service keeps the header and footer.
import { NotFoundContent } from '@/components/static/not-found-content';

export default function ServiceNotFound() {
  return <NotFoundContent />;
}
