import { MAP_BOX_EXTENT_DEGREES, mapBoundingBox, osmEmbedUrl, osmLargerMapUrl } from '@/lib/domain/map';

const rockville = { lat: 39.0952, lon: -77.1873 };

test('docs/requirements.md §9: map box extent 0.02 degrees, centred on the point', () => {
  expect(MAP_BOX_EXTENT_DEGREES).toBe(0.02);
  const [minLon, minLat, maxLon, maxLat] = mapBoundingBox(rockville);
  expect(maxLon - minLon).toBeCloseTo(0.02, 9);
  expect(maxLat - minLat).toBeCloseTo(0.02, 9);
  expect((minLon + maxLon) / 2).toBeCloseTo(rockville.lon, 9);
  expect((minLat + maxLat) / 2).toBeCloseTo(rockville.lat, 9);
});

test('the OpenStreetMap embed URL carries the box and a marker on the point', () => {
  expect(osmEmbedUrl(rockville)).toBe(
    'https://www.openstreetmap.org/export/embed.html?bbox=-77.1973%2C39.0852%2C-77.1773%2C39.1052&layer=mapnik&marker=39.0952%2C-77.1873',
  );
});

test('the larger-map link', () => {
  expect(osmLargerMapUrl(rockville)).toBe('https://www.openstreetmap.org/?mlat=39.0952&mlon=-77.1873#map=16/39.0952/-77.1873');
});
