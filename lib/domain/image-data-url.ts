// The legacy POST /upload-image body: an image as a base64 data URL. Kept apart from lib/domain/media.ts
// because it needs Node's Buffer, and media.ts is shared with browser code (a Buffer reference there made
// the bundler ship a Buffer polyfill to every page that shows a product image).

/** Parses `data:image/png;base64,....` (legacy POST /upload-image). Returns null for anything else. */
export function parseImageDataUrl(dataUrl: string): { mimeType: string; bytes: Buffer } | null {
  const m = /^data:([a-z]+\/[a-z0-9.+-]+)(;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/=\s]*)$/i.exec(dataUrl.trim());
  if (!m) return null;
  return { mimeType: m[1].toLowerCase(), bytes: Buffer.from(m[3].replace(/\s+/g, ''), 'base64') };
}
