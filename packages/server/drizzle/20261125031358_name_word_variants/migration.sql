CREATE TABLE "company_name_word_variants" (
	"variant" text,
	"word" text,
	CONSTRAINT "company_name_word_variants_pkey" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
-- Written by hand below (drizzle-kit generates tables, not triggers): the deletion
-- neighbourhood follows the dictionary, one statement per batch of new words, so a company is
-- found with a slip as soon as it is inserted. Variants under two letters are never looked up.
CREATE FUNCTION company_name_words_add_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_name_word_variants (variant, word)
    SELECT DISTINCT v.variant, added.word
    FROM added_words AS added
    CROSS JOIN LATERAL (
      SELECT added.word AS variant
      UNION
      SELECT overlay(added.word PLACING '' FROM i FOR 1)
      FROM generate_series(1, char_length(added.word)) AS i
    ) AS v
    WHERE char_length(v.variant) >= 2
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_name_words_add_variants AFTER INSERT ON "company_name_words"
  REFERENCING NEW TABLE AS added_words
  FOR EACH STATEMENT EXECUTE FUNCTION company_name_words_add_variants();--> statement-breakpoint
INSERT INTO company_name_word_variants (variant, word)
  SELECT DISTINCT v.variant, d.word
  FROM company_name_words AS d
  CROSS JOIN LATERAL (
    SELECT d.word AS variant
    UNION
    SELECT overlay(d.word PLACING '' FROM i FOR 1)
    FROM generate_series(1, char_length(d.word)) AS i
  ) AS v
  WHERE char_length(v.variant) >= 2
  ON CONFLICT DO NOTHING;
