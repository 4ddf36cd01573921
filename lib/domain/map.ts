// The contact page's map (docs/requirements.md §2 Contact: a map embed centred on the company address; §9 map box extent
// 0.02 degrees): an OpenStreetMap embed whose bounding box is 0.02° wide and tall around the point.

export const MAP_BOX_EXTENT_DEGREES = 0.02;

export interface GeoPoint {
  lat: number;
  lon: number;
}

const fixed = (n: number) => Number(n.toFixed(6)).toString();

/** [minLon, minLat, maxLon, maxLat], the point in the middle. */
export function mapBoundingBox(p: GeoPoint, extent = MAP_BOX_EXTENT_DEGREES): [number, number, number, number] {
  const h = extent / 2;
  return [p.lon - h, p.lat - h, p.lon + h, p.lat + h].map((n) => Number(n.toFixed(6))) as [number, number, number, number];
}

export function osmEmbedUrl(p: GeoPoint, extent = MAP_BOX_EXTENT_DEGREES): string {
  const bbox = mapBoundingBox(p, extent).map(fixed).join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(p.lat)}%2C${fixed(p.lon)}`;
}

export function osmLargerMapUrl(p: GeoPoint, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(p.lat)}&mlon=${fixed(p.lon)}#map=${zoom}/${fixed(p.lat)}/${fixed(p.lon)}`;
}
