// A carousel card image the server did not prepare (components/home/card-images.ts): one optimizer width that
// covers a card on any screen, lazy, filling its box the way next/image's `fill` does. No next/image code.
import { displayImage } from '@/lib/domain/media-display';

export function cardImageFallback(url: string) {
  const d = displayImage(url);
  const src = d.unoptimized ? d.src : `/_next/image?url=${encodeURIComponent(d.src)}&w=640&q=75`;
  return {
    src,
    loading: 'lazy' as const,
    decoding: 'async' as const,
    style: { position: 'absolute', height: '100%', width: '100%', inset: 0, color: 'transparent' } as const,
  };
}
