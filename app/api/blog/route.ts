// GET /api/blog — the SPEC §7 fallback of GET /api/public/blog.
export { GET } from '@/app/api/public/blog/route';
