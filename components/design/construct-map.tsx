'use client';
// The live construct map: an accessible SVG (role=img with <title> and <desc>) drawn from the selection, in a
// linear or a circular view, downloadable as SVG or PNG. Colours are literal so a downloaded file looks the
// same outside the page; each pair is picked for ≥ 4.5:1 text contrast.
import * as React from 'react';
import { CircleIcon } from '@/components/icons/circle';
import { DownloadIcon } from '@/components/icons/download';
import { MinusIcon } from '@/components/icons/minus';
import { Button } from '@/components/ui/button';
import { describeConstructMap, type ConstructMap, type ConstructPart } from '@/lib/domain/design/construct-map';
import { cn } from '@/lib/utils';

const FONT = 'Inter, ui-sans-serif, system-ui, Arial, sans-serif';

const PART_COLOURS: Record<string, { fill: string; text: string }> = {
  end: { fill: '#475569', text: '#ffffff' },
  promoter: { fill: '#0f766e', text: '#ffffff' },
  target: { fill: '#f59e0b', text: '#451a03' },
  tag: { fill: '#6d28d9', text: '#ffffff' },
  selection: { fill: '#334155', text: '#ffffff' },
  GFP: { fill: '#15803d', text: '#ffffff' },
  RFP: { fill: '#b91c1c', text: '#ffffff' },
  BFP: { fill: '#1d4ed8', text: '#ffffff' },
  Luciferase: { fill: '#a16207', text: '#ffffff' },
};

function colourOf(part: ConstructPart) {
  if (part.kind === 'reporter') return PART_COLOURS[part.label] ?? PART_COLOURS.GFP;
  return PART_COLOURS[part.kind] ?? PART_COLOURS.end;
}

const CHAR_W = 6.4; // ≈ width of one 11 px character

/** Boxes left to right, widths by √bp with a minimum; labels that do not fit go below, on alternating rows. */
function layoutLinear(parts: ConstructPart[], left: number, usable: number) {
  const minW = 44;
  const total = parts.reduce((sum, p) => sum + Math.sqrt(p.bp), 0) || 1;
  const flexible = Math.max(usable - minW * parts.length, 0);
  const out: { part: ConstructPart; x: number; w: number; fits: boolean; belowIndex: number }[] = [];
  let x = left;
  let below = 0;
  for (const part of parts) {
    const w = minW + (Math.sqrt(part.bp) / total) * flexible;
    const fits = part.label.length * CHAR_W + 12 <= w;
    out.push({ part, x, w, fits, belowIndex: fits ? 0 : below });
    if (!fits) below += 1;
    x += w;
  }
  return out;
}

/** Arcs clockwise from the top, by bp with a minimum sweep, leaving room for the backbone. */
function layoutCircular(map: ConstructMap) {
  const total = map.totalBp || 1;
  const raw = map.parts.map((p) => Math.max((p.bp / total) * 360, 12));
  const sum = raw.reduce((s, d) => s + d, 0);
  const scale = sum > 300 ? 300 / sum : 1;
  const out: { part: ConstructPart; start: number; end: number }[] = [];
  let angle = 0;
  map.parts.forEach((part, i) => {
    const sweep = raw[i] * scale;
    out.push({ part, start: angle + 1, end: angle + sweep - 1 });
    angle += sweep;
  });
  return out;
}

function LinearMap({ map }: { map: ConstructMap }) {
  const W = 640;
  const left = 16;
  const usable = W - left * 2;
  const parts = map.parts;
  const boxes = layoutLinear(parts, left, usable);
  return (
    <>
      <text x={left} y={22} fontFamily={FONT} fontSize={12} fontWeight={600} fill="#0f172a">
        {map.backbone ?? 'Backbone: choose a delivery'}
      </text>
      <text x={W - left} y={22} fontFamily={FONT} fontSize={11} fill="#475569" textAnchor="end">
        {map.parts.length ? `≈ ${map.totalBp.toLocaleString('en-US')} bp` : ''}
      </text>
      <line x1={left} x2={W - left} y1={62} y2={62} stroke="#94a3b8" strokeWidth={3} strokeLinecap="round" />
      {boxes.map(({ part, x: bx, w, fits, belowIndex }) => {
        const c = colourOf(part);
        const arrow = part.kind === 'promoter' || part.kind === 'target' || part.kind === 'reporter' || part.kind === 'selection';
        const tip = arrow ? Math.min(10, w / 4) : 0;
        const y = 46;
        const h = 32;
        const d = arrow
          ? `M${bx + 1},${y} H${bx + w - 1 - tip} L${bx + w - 1},${y + h / 2} L${bx + w - 1 - tip},${y + h} H${bx + 1} Z`
          : `M${bx + 1},${y} H${bx + w - 1} V${y + h} H${bx + 1} Z`;
        const labelY = fits ? y + h / 2 + 4 : 100 + (belowIndex % 2) * 16;
        return (
          <g key={part.id} data-part={part.kind}>
            <path d={d} fill={c.fill} stroke="#ffffff" strokeWidth={1} />
            {!fits ? <line x1={bx + w / 2} x2={bx + w / 2} y1={y + h + 2} y2={labelY - 11} stroke="#94a3b8" strokeWidth={1} /> : null}
            <text
              x={bx + (w - tip) / 2}
              y={labelY}
              textAnchor="middle"
              fontFamily={FONT}
              fontSize={11}
              fontWeight={600}
              fill={fits ? c.text : '#0f172a'}
            >
              {part.label}
            </text>
          </g>
        );
      })}
      {parts.length === 0 ? (
        <text x={W / 2} y={104} textAnchor="middle" fontFamily={FONT} fontSize={12} fill="#475569">
          Parts appear here as you choose them
        </text>
      ) : null}
    </>
  );
}

function polar(cx: number, cy: number, r: number, angle: number) {
  const a = ((angle - 90) * Math.PI) / 180;
  return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
}

function arcPath(cx: number, cy: number, r: number, start: number, end: number) {
  const s = polar(cx, cy, r, start);
  const e = polar(cx, cy, r, end);
  const large = end - start > 180 ? 1 : 0;
  return `M${s.x},${s.y} A${r},${r} 0 ${large} 1 ${e.x},${e.y}`;
}

function CircularMap({ map }: { map: ConstructMap }) {
  const W = 640;
  const H = 340;
  const cx = W / 2;
  const cy = H / 2;
  const r = 118;
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke="#94a3b8" strokeWidth={3} />
      <text x={cx} y={cy - 4} textAnchor="middle" fontFamily={FONT} fontSize={13} fontWeight={600} fill="#0f172a">
        {map.backbone ?? 'Choose a delivery'}
      </text>
      <text x={cx} y={cy + 14} textAnchor="middle" fontFamily={FONT} fontSize={11} fill="#475569">
        {map.parts.length ? `≈ ${map.totalBp.toLocaleString('en-US')} bp` : 'Parts appear as you choose them'}
      </text>
      {layoutCircular(map).map(({ part, start, end }) => {
        const mid = (start + end) / 2;
        const c = colourOf(part);
        const label = polar(cx, cy, r + 30, mid);
        const anchorPoint = polar(cx, cy, r + 12, mid);
        const side = mid % 360 < 180 ? 'start' : 'end';
        return (
          <g key={part.id} data-part={part.kind}>
            <path d={arcPath(cx, cy, r, start, end)} fill="none" stroke={c.fill} strokeWidth={20} />
            <line x1={anchorPoint.x} y1={anchorPoint.y} x2={label.x} y2={label.y} stroke="#94a3b8" strokeWidth={1} />
            <text x={label.x + (side === 'start' ? 4 : -4)} y={label.y + 4} textAnchor={side} fontFamily={FONT} fontSize={11} fontWeight={600} fill="#0f172a">
              {part.label}
            </text>
          </g>
        );
      })}
    </>
  );
}

function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function svgText(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.removeAttribute('class');
  return new XMLSerializer().serializeToString(clone);
}

export function ConstructMapView({ map, idPrefix = 'construct-map', toolbar = true, className }: { map: ConstructMap; idPrefix?: string; toolbar?: boolean; className?: string }) {
  const [view, setView] = React.useState<'linear' | 'circular'>('linear');
  const svgRef = React.useRef<SVGSVGElement>(null);
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const height = view === 'linear' ? 140 : 340;

  function downloadSvg() {
    if (!svgRef.current) return;
    download(`construct-map-${view}.svg`, new Blob([svgText(svgRef.current)], { type: 'image/svg+xml' }));
  }

  function downloadPng() {
    if (!svgRef.current) return;
    const source = svgText(svgRef.current);
    const img = new Image();
    const scale = 2;
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640 * scale;
      canvas.height = height * scale;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => blob && download(`construct-map-${view}.png`, blob), 'image/png');
    };
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  }

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {toolbar ? (
        <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
          <div role="group" aria-label="Map view" className="inline-flex rounded-md border p-0.5">
            {(['linear', 'circular'] as const).map((v) => (
              <Button
                key={v}
                type="button"
                size="sm"
                variant={view === v ? 'secondary' : 'ghost'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className="h-8 capitalize"
              >
                {v === 'linear' ? <MinusIcon aria-hidden="true" /> : <CircleIcon aria-hidden="true" />}
                {v === 'linear' ? 'Linear' : 'Circular'}
              </Button>
            ))}
          </div>
          <div className="flex gap-1">
            <Button type="button" size="sm" variant="ghost" onClick={downloadSvg} disabled={map.parts.length === 0}>
              <DownloadIcon aria-hidden="true" />
              SVG
              <span className="sr-only"> of the construct map</span>
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={downloadPng} disabled={map.parts.length === 0}>
              <DownloadIcon aria-hidden="true" />
              PNG
              <span className="sr-only"> of the construct map</span>
            </Button>
          </div>
        </div>
      ) : null}
      {/* Below ~560 px the linear map scrolls sideways rather than shrinking its labels to an unreadable size (and says
          so); the empty map, with nothing to read, fits the screen. */}
      {/* Focusable so keyboard users can scroll it too (axe scrollable-region-focusable). */}
      <div className="-mx-1 overflow-x-auto px-1 pb-1" tabIndex={0} role="region" aria-label="Construct map (scrolls sideways)">
      <svg
        ref={svgRef}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 640 ${height}`}
        width="640"
        height={height}
        className={cn('h-auto w-full rounded-md border bg-white', view === 'linear' && map.parts.length > 0 && 'min-w-[34rem] print:min-w-0')}
        data-view={view}
      >
        <title id={titleId}>{`Construct map (${view})`}</title>
        <desc id={descId}>{describeConstructMap(map)}</desc>
        <rect width="640" height={height} fill="#ffffff" />
        {view === 'linear' ? <LinearMap map={map} /> : <CircularMap map={map} />}
      </svg>
      </div>
      {view === 'linear' && map.parts.length > 0 ? (
        <p className="-mt-1 text-xs text-muted-foreground sm:hidden print:hidden">Swipe the map sideways to see all of it.</p>
      ) : null}
    </div>
  );
}
