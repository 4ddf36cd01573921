// Safe markdown (docs/security.md item 23): GitHub-flavoured markdown, raw HTML never parsed, rehype-sanitize as the
// last plugin, and only http(s), mailto and site-relative links/images survive.
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { cn } from '@/lib/utils';

const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

/** Keeps http(s), mailto and relative URLs; everything else (javascript:, data:, vbscript:…) becomes ''. */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  if (!cleaned) return '';
  if (/^(https?:|mailto:)/i.test(cleaned)) return cleaned;
  if (/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return '';
  return cleaned; // relative: /path, #anchor, ./x
}

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('prose-bio', className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[[rehypeSanitize, schema]]}
        urlTransform={safeUrl}
        skipHtml
        components={{
          a: ({ node: _node, href, children: c, ...props }) => {
            const external = typeof href === 'string' && /^https?:/i.test(href);
            return (
              <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
                {c}
              </a>
            );
          },
          // eslint-disable-next-line @next/next/no-img-element -- markdown images are arbitrary admin URLs
          img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />,
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
