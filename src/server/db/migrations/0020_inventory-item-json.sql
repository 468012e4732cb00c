-- Issue 28: a studio of 2,000 paints is read whole (GET /api/inventory). Writing each item's JSON
-- on every read took most of the list's time (json_agg: about 8 of 10 ms for 2,000 items), so
-- each row keeps its own JSON, written when the row is: a generated column (next migration), which
-- may only call an immutable function. This one is a pure function of its arguments (uuid, text,
-- integer and boolean print the same whatever the settings). It leaves off the closing brace, for
-- the Buy link the list adds from the catalogue when it is read (inventory/list-items.ts).
CREATE OR REPLACE FUNCTION inventory_item_json(
  id uuid, catalogue_paint_id uuid, paint_name text, manufacturer text, pigment_code text, hex_code text,
  medium text, series_name text, lightfastness text, opacity text, granulation text, staining text,
  form text, level text, count integer, wish boolean, note text
) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT left(row_to_json(r)::text, -1) FROM (
      SELECT id AS "id", catalogue_paint_id AS "cataloguePaintId", paint_name AS "paintName",
             manufacturer AS "manufacturer", pigment_code AS "pigmentCode", hex_code AS "hexCode",
             medium AS "medium", series_name AS "seriesName", lightfastness AS "lightfastness",
             opacity AS "opacity", granulation AS "granulation", staining AS "staining", form AS "form",
             level AS "level", count AS "count", wish AS "wish", note AS "note"
    ) r
  $$;
