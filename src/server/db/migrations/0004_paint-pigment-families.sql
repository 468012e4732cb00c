-- The Colour Index families of a paint's pigments ({PB15} for PB15:3), so that a search for
-- 'PB15' finds every PB15:n. Generated columns may only call immutable functions; this one is a
-- pure function of its argument. The next migration adds the column that uses it.
CREATE OR REPLACE FUNCTION paint_pigment_families(codes text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT split_part(code, ':', 1) ORDER BY split_part(code, ':', 1)), '{}') FROM unnest(codes) AS code $$;
