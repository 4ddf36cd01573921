// 404 inside the store layout (header, footer and cart stay available).
import { NotFoundContent } from '@/components/static/not-found-content';

export default function StoreNotFound() {
  return <NotFoundContent />;
}
