// Inside the store layout, so an unknown product keeps the header and footer.
import { NotFoundContent } from '@/components/static/not-found-content';

export default function ProductNotFound() {
  return <NotFoundContent />;
}
