-- Colour Index codes in their standard casing (issue 13): black and brown are PBk and PBr, never
-- PBK9 or PBR7 as the catalogue had them. The pigment table's format follows PIGMENT_CODE_PATTERN
-- in src/common/pigment-codes.ts, which also knows the natural pigments (NR9, NBk1).
ALTER TABLE "pigments" DROP CONSTRAINT "pigments_code_format";--> statement-breakpoint
UPDATE "pigments" SET "code" = 'PB' || lower(substr("code", 3, 1)) || substr("code", 4) WHERE "code" ~ '^PB[KR][0-9]';--> statement-breakpoint
ALTER TABLE "pigments" ADD CONSTRAINT "pigments_code_format" CHECK ("pigments"."code" ~ '^(P(Bk|Br|B|G|M|O|R|V|W|Y)|N(Bk|Br|B|G|O|R|W|Y))[0-9]+(:[0-9]+)?$');--> statement-breakpoint
-- pigment_families is generated from pigment_codes, so it follows.
UPDATE "paints" SET
  "pigment_codes" = ARRAY(
    SELECT CASE WHEN u.code ~ '^PB[KR][0-9]' THEN 'PB' || lower(substr(u.code, 3, 1)) || substr(u.code, 4) ELSE u.code END
    FROM unnest("paints"."pigment_codes") WITH ORDINALITY AS u(code, ord)
    ORDER BY u.ord
  ),
  "updated_at" = now()
WHERE EXISTS (SELECT 1 FROM unnest("paints"."pigment_codes") AS u(code) WHERE u.code ~ '^PB[KR][0-9]');--> statement-breakpoint
-- A color's pigment field is free text ('PBR7, pb 29 (French)'), copied from the catalogue or typed.
-- Each pigment code in it gets the standard capitals ('PBr7, PB 29 (French)'); spacing and the
-- words around the codes stay as they are (the server writes new text in full standard form).
-- The patterns are those of the parser: 'P', the hue, the number, dots and spaces between them.
UPDATE "colors" SET "pigment_code" = recased.code, "updated_at" = now()
FROM (
  SELECT "id",
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      "pigment_code",
      '(^|[^[:alnum:]])p(\.?\s*)b(\.?\s*)k(\.?\s*[0-9])', '\1P\2B\3k\4', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)b(\.?\s*)r(\.?\s*[0-9])', '\1P\2B\3r\4', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)b(\.?\s*[0-9])', '\1P\2B\3', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)g(\.?\s*[0-9])', '\1P\2G\3', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)m(\.?\s*[0-9])', '\1P\2M\3', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)o(\.?\s*[0-9])', '\1P\2O\3', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)r(\.?\s*[0-9])', '\1P\2R\3', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)v(\.?\s*[0-9])', '\1P\2V\3', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)w(\.?\s*[0-9])', '\1P\2W\3', 'gi'),
      '(^|[^[:alnum:]])p(\.?\s*)y(\.?\s*[0-9])', '\1P\2Y\3', 'gi') AS code
  FROM "colors"
  WHERE "pigment_code" IS NOT NULL
) AS recased
WHERE "colors"."id" = recased."id" AND "colors"."pigment_code" <> recased.code;
