-- Safety data sheets come only from uploaded documents (docs/documents.md "Manuals"): the built-in products' seeded
-- 'Safety Data Sheet (SDS)' manual entries (/manuals/{catalogNumber}-SDS.pdf, never served) are taken out of their
-- manuals and of the seed values they are compared and reset against. Every other entry, edited or not, stays;
-- the seed only inserts missing rows, so it cannot do this itself.
UPDATE "products" SET "manuals" = COALESCE((
  SELECT jsonb_agg(e.m ORDER BY e.i) FROM jsonb_array_elements("products"."manuals") WITH ORDINALITY AS e(m, i)
  WHERE coalesce(e.m->>'url', '') NOT LIKE '/manuals/%-SDS.pdf'
), '[]'::jsonb)
WHERE "builtin" AND jsonb_typeof("manuals") = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements("products"."manuals") AS x(m) WHERE x.m->>'url' LIKE '/manuals/%-SDS.pdf');--> statement-breakpoint
UPDATE "products" SET "seed" = jsonb_set("seed", '{manuals}', COALESCE((
  SELECT jsonb_agg(e.m ORDER BY e.i) FROM jsonb_array_elements("products"."seed"->'manuals') WITH ORDINALITY AS e(m, i)
  WHERE coalesce(e.m->>'url', '') NOT LIKE '/manuals/%-SDS.pdf'
), '[]'::jsonb))
WHERE "builtin" AND jsonb_typeof("seed"->'manuals') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements("products"."seed"->'manuals') AS x(m) WHERE x.m->>'url' LIKE '/manuals/%-SDS.pdf');--> statement-breakpoint
-- /manuals/{file}.pdf finds the product that lists the address by containment (lib/server/manuals.ts): indexed, so
-- a request for a made-up name costs an index probe, not a read of every product.
CREATE INDEX IF NOT EXISTS "products_manuals_gin" ON "products" USING gin ("manuals" jsonb_path_ops);
