-- Issue 15 (alternatives across brands). Generated columns may only call immutable functions;
-- these two are pure functions of their arguments. The next migration adds the columns.

-- A paint's pigment composition as one key: its distinct codes in byte order, space-joined
-- ('PB29 PV19'); null for none. Two paints of the same pigments have the same key whatever the
-- order the maker lists them in (find-alternatives.ts builds the same key for a painter's color).
CREATE OR REPLACE FUNCTION paint_pigment_set(codes text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT string_agg(DISTINCT code COLLATE "C", ' ' ORDER BY code COLLATE "C") FROM unnest(codes) AS code $$;
--> statement-breakpoint
-- CIELAB (D65) of an sRGB hex color, as culori's 'lab65' computes it (the same matrix and white
-- point), so that CIEDE2000 can be taken against the catalogue without converting 20,000 colors
-- per request. Null for a null hex.
CREATE OR REPLACE FUNCTION paint_lab(hex text) RETURNS double precision[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    WITH srgb AS (
      SELECT ('x' || substr(hex, 2, 2))::bit(8)::int / 255.0 AS r,
             ('x' || substr(hex, 4, 2))::bit(8)::int / 255.0 AS g,
             ('x' || substr(hex, 6, 2))::bit(8)::int / 255.0 AS b
    ), linear AS (
      SELECT CASE WHEN r <= 0.04045 THEN r / 12.92 ELSE power((r + 0.055) / 1.055, 2.4) END AS r,
             CASE WHEN g <= 0.04045 THEN g / 12.92 ELSE power((g + 0.055) / 1.055, 2.4) END AS g,
             CASE WHEN b <= 0.04045 THEN b / 12.92 ELSE power((b + 0.055) / 1.055, 2.4) END AS b
      FROM srgb
    ), xyz AS (
      SELECT (0.4123907992659593 * r + 0.357584339383878 * g + 0.1804807884018343 * b) / (0.3127 / 0.329) AS x,
             (0.2126390058715102 * r + 0.715168678767756 * g + 0.0721923153607337 * b) AS y,
             (0.0193308187155918 * r + 0.119194779794626 * g + 0.9505321522496607 * b) / ((1 - 0.3127 - 0.329) / 0.329) AS z
      FROM linear
    ), f AS (
      SELECT CASE WHEN x > 216.0 / 24389 THEN cbrt(x::float8) ELSE (24389.0 / 27 * x + 16) / 116 END AS fx,
             CASE WHEN y > 216.0 / 24389 THEN cbrt(y::float8) ELSE (24389.0 / 27 * y + 16) / 116 END AS fy,
             CASE WHEN z > 216.0 / 24389 THEN cbrt(z::float8) ELSE (24389.0 / 27 * z + 16) / 116 END AS fz
      FROM xyz
    )
    SELECT ARRAY[116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]::double precision[] FROM f
  $$;
