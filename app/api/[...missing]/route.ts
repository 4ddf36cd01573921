// Unknown API paths answer a JSON 404 (API clients never get the HTML 404 page).
const notFound = () => Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
