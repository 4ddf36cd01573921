import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import './globals.css';
import { siteUrl } from '@/lib/site';
import { HydrationMark } from '@/components/hydration-mark';

// Self-hosted variable Inter (no network at build; the fallback is metric-adjusted, so the swap does not move
// the text). Not preloaded: Chromium holds the first frame while a preloaded font is on its way, and the first
// screen is painted before the rest (docs/architecture.md#first-frame).
const inter = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  weight: '100 900',
});

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'BioArk — Reagents and Genome Engineering Services', template: '%s | BioArk' },
  description:
    'DNA and protein markers, transfection reagents and qPCR mixes you can buy online, plus CRISPR knock-out and knock-in, lentivirus packaging, stable cell lines and custom cloning services.',
  applicationName: 'BioArk',
};

export const viewport: Viewport = { themeColor: '#0f766e', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
