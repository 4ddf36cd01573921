import { StaticImage } from '@/components/ui/static-image';
import Link from '@/components/ui/app-link';
import { CalendarDaysIcon as CalendarDays } from '@/components/icons/calendar-days';
import { ClockIcon as Clock } from '@/components/icons/clock';
import { Badge } from '@/components/ui/badge';
import type { BlogPost } from '@/lib/types/blog';
import { formatLongDate } from '@/lib/domain/dates';
import { displayImage } from '@/lib/domain/media-display';

export function BlogCard({ post, priority = false }: { post: BlogPost; priority?: boolean }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-md">
      <Link href={`/blog/${post.slug}`} className="block aspect-[1200/630] overflow-hidden bg-muted" tabIndex={-1} aria-hidden>
        <StaticImage
          {...displayImage(post.coverImage)}
          alt=""
          width={1200}
          height={630}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{post.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden />
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {post.readTime} min read
          </span>
        </div>
        <h2 className="text-lg font-semibold leading-snug">
          <Link href={`/blog/${post.slug}`} className="hover:text-primary focus-visible:text-primary">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto text-sm text-muted-foreground">By {post.author}</p>
      </div>
    </article>
  );
}
