-- The extensions and text search configurations of the search: each language's stemmer after unaccent, so that
-- "cafe" finds "café" and "geadas" finds "Geada".
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION celeiro_pt (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION celeiro_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION celeiro_es (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION celeiro_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION celeiro_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION celeiro_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"content_id" integer NOT NULL,
	"language" text NOT NULL,
	"head" "tsvector" NOT NULL,
	"whole" "tsvector" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "search_documents_content_id_language_pk" PRIMARY KEY("content_id","language")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_whole_pt_idx" ON "search_documents" USING gin ("whole") WHERE language = 'pt';--> statement-breakpoint
CREATE INDEX "search_documents_head_pt_idx" ON "search_documents" USING gin ("head") WHERE language = 'pt';--> statement-breakpoint
CREATE INDEX "search_documents_whole_en_idx" ON "search_documents" USING gin ("whole") WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_head_en_idx" ON "search_documents" USING gin ("head") WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_whole_es_idx" ON "search_documents" USING gin ("whole") WHERE language = 'es';--> statement-breakpoint
CREATE INDEX "search_documents_head_es_idx" ON "search_documents" USING gin ("head") WHERE language = 'es';--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
-- Writes the search documents of some items (each language: its texts, or the Portuguese ones it lacks).
CREATE FUNCTION search_documents_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_documents (content_id, language, head, whole, title)
  SELECT d.id, d.language, d.head, d.head || setweight(to_tsvector(d.config, coalesce(d.body, '')), 'D'), lower(unaccent(d.title))
  FROM (
    SELECT i.id, l.language, l.config, l.title, l.body,
      setweight(to_tsvector(l.config, l.title), 'A') || setweight(to_tsvector(l.config, l.summary), 'B') AS head
    FROM content_items i
    LEFT JOIN content_bodies b ON b.content_id = i.id
    CROSS JOIN LATERAL (VALUES
      ('pt', 'celeiro_pt'::regconfig, i.title_pt, i.summary_pt, b.body_pt),
      ('en', 'celeiro_en'::regconfig, coalesce(i.title_en, i.title_pt), coalesce(i.summary_en, i.summary_pt), coalesce(b.body_en, b.body_pt)),
      ('es', 'celeiro_es'::regconfig, coalesce(i.title_es, i.title_pt), coalesce(i.summary_es, i.summary_pt), coalesce(b.body_es, b.body_pt))
    ) AS l(language, config, title, summary, body)
    WHERE i.id = ANY(ids)
  ) d
  ON CONFLICT (content_id, language) DO UPDATE SET head = excluded.head, whole = excluded.whole, title = excluded.title
$$;--> statement-breakpoint
-- Every writer of content writes an item's body right after the item (the seed, the publishing desk): the body's
-- insert writes the item's documents, once, title and summary included.
CREATE FUNCTION search_documents_of_new_bodies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_documents_refresh(array(SELECT content_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_documents_of_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_documents_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_items_updated AFTER UPDATE OF title_pt, title_en, title_es, summary_pt, summary_en, summary_es ON content_items FOR EACH ROW EXECUTE FUNCTION search_documents_of_item();--> statement-breakpoint
CREATE TRIGGER search_documents_bodies_inserted AFTER INSERT ON content_bodies REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_of_new_bodies();--> statement-breakpoint
CREATE TRIGGER search_documents_bodies_updated AFTER UPDATE ON content_bodies REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_of_new_bodies();--> statement-breakpoint
-- The items already there, and the statistics the planner needs.
SELECT search_documents_refresh(array(SELECT id FROM content_items));
--> statement-breakpoint
ANALYZE search_documents;
