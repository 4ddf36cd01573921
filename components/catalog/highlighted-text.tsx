// Search matches marked with <mark>; the text itself is rendered by React, so it is always escaped.
import { highlightSegments } from '@/lib/domain/search';

export function HighlightedText({ text, terms }: { text: string; terms?: readonly string[] }) {
  if (!terms?.length) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, terms).map((s, i) =>
        s.mark ? (
          <mark key={i} className="rounded-xs bg-accent/25 px-0.5 text-inherit">
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </>
  );
}
