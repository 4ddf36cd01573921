'use client';
// The Blog tab (docs/requirements.md §2 Blog admin, §4 Blog): search, sort toggle (newest first or A–Z), Add, one card per post.
// Posts are mirrored to localStorage — the fallback when loading fails, then an empty list — and every change
// broadcasts 'blog changed' so other open tabs reload.
import * as React from 'react';
import { ArrowDownAZIcon as ArrowDownAZ } from '@/components/icons/arrow-down-a-z';
import { CalendarClockIcon as CalendarClock } from '@/components/icons/calendar-clock';
import { RefreshCwIcon as RefreshCw } from '@/components/icons/refresh-cw';
import { announceBlogChange, readCachedPosts, subscribeBlogChange, writeCachedPosts } from '@/components/blog/blog-events';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/admin/search-box';
import { toast } from '@/hooks/use-toast';
import { api, apiRequest, ApiRequestError } from '@/lib/client/api';
import { filterBlogPosts, sortBlogPosts, type BlogSortMode } from '@/lib/domain/blog';
import { cn } from '@/lib/utils';
import { AddPostDialog } from './add-post-dialog';
import { BlogPostCard, type PostCardActions } from './blog-post-card';
import type { AdminBlogPost, BlogMediaMap } from './types';

const SORTS: { mode: BlogSortMode; label: string; Icon: typeof CalendarClock }[] = [
  { mode: 'time', label: 'Newest first', Icon: CalendarClock },
  { mode: 'title', label: 'A–Z', Icon: ArrowDownAZ },
];

export function BlogManager({ initialPosts, initialMedia }: { initialPosts: AdminBlogPost[] | null; initialMedia: BlogMediaMap | null }) {
  const [posts, setPosts] = React.useState<AdminBlogPost[]>(initialPosts ?? []);
  const [media, setMedia] = React.useState<BlogMediaMap>(initialMedia ?? {});
  const [query, setQuery] = React.useState('');
  const [sort, setSort] = React.useState<BlogSortMode>('time');
  const [notice, setNotice] = React.useState<string | null>(null);
  const [loading, setLoading] = React.useState(initialPosts === null);

  const reload = React.useCallback(async () => {
    setLoading(true);
    try {
      const [{ posts: fresh }, mediaRes] = await Promise.all([
        api.get<{ posts: AdminBlogPost[] }>('/api/admin/blog', { cache: 'no-store' }),
        api.get<{ media: BlogMediaMap }>('/api/blog-media', { cache: 'no-store' }).catch(() => null),
      ]);
      setPosts(fresh);
      if (mediaRes) setMedia(mediaRes.media);
      writeCachedPosts(fresh);
      setNotice(null);
    } catch (err) {
      if (err instanceof ApiRequestError && (err.status === 401 || err.status === 403)) return; // the portal shows 'Session expired'
      // docs/requirements.md §4: the cache is the fallback when loading fails, then an empty list.
      const cached = readCachedPosts<AdminBlogPost>();
      setPosts(cached ?? []);
      setNotice(cached ? 'Could not load the posts; showing the copy saved in this browser.' : 'Could not load the posts.');
    } finally {
      setLoading(false);
    }
  }, []);

  React.useEffect(() => {
    if (initialPosts) writeCachedPosts(initialPosts);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server could not load the list: try again from the browser
    else void reload();
    return subscribeBlogChange(() => void reload());
  }, [initialPosts, reload]);

  const commit = (next: AdminBlogPost[]) => {
    setPosts(next);
    writeCachedPosts(next);
  };

  const actions: PostCardActions = {
    save: async (post, patch) => {
      try {
        const { post: saved } = await apiRequest<{ post: AdminBlogPost }>(`/api/admin/blog/${post.id}`, {
          method: 'PATCH',
          body: { ...patch, version: post.version },
        });
        setPosts((list) => {
          const next = list.map((p) => (p.id === saved.id ? saved : p));
          writeCachedPosts(next);
          return next;
        });
        announceBlogChange();
        return saved;
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 409) void reload();
        throw err;
      }
    },
    remove: async (post) => {
      const before = posts;
      commit(posts.filter((p) => p.id !== post.id));
      try {
        await api.del(`/api/admin/blog/${post.id}`);
        toast({ title: 'Post deleted', description: post.title });
        announceBlogChange();
      } catch (err) {
        commit(before);
        toast({ title: `Delete failed: ${(err as Error).message || 'unknown error'}`, variant: 'destructive' });
      }
    },
    saveMedia: async (postId, urls) => {
      const next = { ...media, [String(postId)]: urls };
      if (!urls.length) delete next[String(postId)];
      const res = await api.put<{ media: BlogMediaMap }>('/api/blog-media', { media: next });
      setMedia(res.media);
      announceBlogChange();
    },
  };

  const visible = sortBlogPosts(filterBlogPosts(posts, { q: query }), sort);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox boxClassName="w-full lg:max-w-sm" aria-label="Search posts" placeholder="Search title, excerpt, content, tags, author" value={query} onValueChange={setQuery} />
        <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
          <div role="group" aria-label="Sort posts" className="inline-flex rounded-md border bg-background p-0.5">
            {SORTS.map(({ mode, label, Icon }) => (
              <button
                key={mode}
                type="button"
                aria-pressed={sort === mode}
                onClick={() => setSort(mode)}
                className={cn(
                  'inline-flex min-h-9 items-center gap-1.5 rounded px-3 text-sm font-medium text-muted-foreground transition-colors max-sm:min-h-11',
                  'hover:text-foreground aria-pressed:bg-primary/10 aria-pressed:text-primary',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </button>
            ))}
          </div>
          <Button variant="outline" onClick={() => void reload()} disabled={loading} aria-label="Reload posts">
            <RefreshCw className={cn(loading && 'animate-spin motion-reduce:animate-none')} aria-hidden="true" />
            <span className="max-sm:sr-only">Reload</span>
          </Button>
          <AddPostDialog
            onAdded={(post) => {
              commit([post, ...posts.filter((p) => p.id !== post.id)]);
              toast({ title: 'Post added', description: post.title });
              announceBlogChange();
            }}
          />
        </div>
      </div>

      {notice && (
        <p role="status" className="rounded-md border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-warning">
          {notice}
        </p>
      )}

      <p className="text-sm text-muted-foreground" aria-live="polite">
        <span className="tabular">{visible.length === posts.length ? posts.length : `${visible.length} of ${posts.length}`}</span> post{posts.length === 1 ? '' : 's'}
      </p>

      {loading && posts.length === 0 ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-72 animate-pulse rounded-lg border bg-muted/60 motion-reduce:animate-none" />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card px-4 py-10 text-center text-sm text-muted-foreground">
          {posts.length === 0 ? 'No posts yet. Click Add to write the first one.' : 'No matching posts found.'}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Posts">
          {visible.map((post) => (
            <li key={post.id} className="flex min-w-0">
              <div className="flex w-full min-w-0 flex-col [&>article]:flex-1">
                <BlogPostCard post={post} media={media} actions={actions} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
