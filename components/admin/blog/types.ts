// The admin tab's view of a post (GET /api/admin/blog): the public fields plus the row version for safe edits.
import type { BlogPost } from '@/lib/types/blog';

export type AdminBlogPost = BlogPost & { version?: number; builtin?: boolean };
export type BlogMediaMap = Record<string, string[]>;
