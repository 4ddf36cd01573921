'use client';
// Views (counted once per visit), Like (local only) and Share (native share, else copy the link).
import { useEffect, useState } from 'react';
import { EyeIcon as Eye } from '@/components/icons/eye';
import { HeartIcon as Heart } from '@/components/icons/heart';
import { Share2Icon as Share2 } from '@/components/icons/share-2';
import { PlainButton as Button } from '@/components/ui/plain-button';
import { cx } from '@/lib/class-join';

const LIKES_KEY = 'bioark_blog_likes_v1';

function readLikes(): string[] {
  try {
    const v = JSON.parse(window.localStorage.getItem(LIKES_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function PostActions({ slug, title, initialViews }: { slug: string; title: string; initialViews: number }) {
  const [views, setViews] = useState(initialViews);
  const [liked, setLiked] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state restored after hydration
    setLiked(readLikes().includes(slug));
    // The session's visit is counted once; the count it returned is kept with the mark, because the page itself may
    // come from a cache older than that answer (a reload must not show fewer views than the visitor saw).
    const key = `bioark_viewed_${slug}`;
    try {
      const seen = window.sessionStorage.getItem(key);
      if (seen) {
        const n = Number(seen);
        if (Number.isInteger(n) && n > initialViews) setViews(n);
        return;
      }
      window.sessionStorage.setItem(key, '1');
    } catch {
      // storage disabled: count the visit anyway
    }
    fetch(`/api/public/blog/${encodeURIComponent(slug)}/view`, { method: 'POST' })
      .then((r) => (r.ok ? r.json() : null))
      .then((d: { views?: number } | null) => {
        if (typeof d?.views !== 'number') return;
        setViews(d.views);
        try {
          window.sessionStorage.setItem(key, String(d.views));
        } catch {
          // storage disabled: nothing to remember
        }
      })
      .catch(() => {});
  }, [slug, initialViews]);

  function toggleLike() {
    const next = !liked;
    setLiked(next);
    try {
      const set = new Set(readLikes());
      if (next) set.add(slug);
      else set.delete(slug);
      window.localStorage.setItem(LIKES_KEY, JSON.stringify([...set]));
    } catch {
      // local only; nothing else to do
    }
  }

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      window.alert('Link copied to clipboard');
    } catch {
      window.alert(`Failed to copy to clipboard. Copy this link: ${url}`);
    }
  }

  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 border-y py-3">
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" aria-label={`${views} views`}>
        <Eye className="size-4" aria-hidden /> {views.toLocaleString('en-US')} views
      </span>
      <div className="ml-auto flex gap-2">
        <Button type="button" variant="outline" size="sm" aria-pressed={liked} onClick={toggleLike}>
          <Heart className={cx('size-4', liked && 'fill-destructive text-destructive')} aria-hidden />
          {liked ? 'Liked' : 'Like'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={share}>
          <Share2 className="size-4" aria-hidden /> Share
        </Button>
      </div>
    </div>
  );
}
