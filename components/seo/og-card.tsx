// A 1200×630 OpenGraph card rendered with next/og (satori): plain flexbox and inline styles only.
import { ImageResponse } from 'next/og';

export const OG_SIZE = { width: 1200, height: 630 };

export function ogCard({ eyebrow, title, subtitle, footer }: { eyebrow: string; title: string; subtitle?: string; footer?: string }) {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          background: 'linear-gradient(135deg, #0f766e 0%, #115e59 55%, #0f172a 100%)',
          color: '#ffffff',
          fontFamily: 'sans-serif',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 28, letterSpacing: 2, textTransform: 'uppercase', color: '#99f6e4' }}>
          <div style={{ width: 18, height: 18, borderRadius: 9, background: '#f59e0b' }} />
          {eyebrow}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ fontSize: title.length > 60 ? 52 : 64, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
          {subtitle ? <div style={{ fontSize: 28, color: '#ccfbf1', lineHeight: 1.35 }}>{subtitle.length > 160 ? `${subtitle.slice(0, 157)}…` : subtitle}</div> : null}
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: '#e2e8f0' }}>
          <div style={{ fontWeight: 700 }}>BioArk</div>
          <div>{footer ?? ''}</div>
        </div>
      </div>
    ),
    OG_SIZE,
  );
}
