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
CREATE TABLE "search_bodies" (
	"content_id" integer NOT NULL,
	"language" text NOT NULL,
	"whole" "tsvector" NOT NULL,
	CONSTRAINT "search_bodies_content_id_language_pk" PRIMARY KEY("content_id","language")
) PARTITION BY LIST ("language");
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"content_id" integer NOT NULL,
	"language" text NOT NULL,
	"subject_id" integer NOT NULL,
	"publication_type" text NOT NULL,
	"exclusive" boolean NOT NULL,
	"free" boolean NOT NULL,
	"dt_sort" timestamp with time zone NOT NULL,
	"head" "tsvector" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "search_documents_content_id_language_pk" PRIMARY KEY("content_id","language")
) PARTITION BY LIST ("language");
--> statement-breakpoint
-- One partition per language: a search reads its reader's language only.
CREATE TABLE "search_documents_pt" PARTITION OF "search_documents" FOR VALUES IN ('pt');--> statement-breakpoint
CREATE TABLE "search_documents_en" PARTITION OF "search_documents" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "search_documents_es" PARTITION OF "search_documents" FOR VALUES IN ('es');--> statement-breakpoint
CREATE TABLE "search_bodies_pt" PARTITION OF "search_bodies" FOR VALUES IN ('pt');--> statement-breakpoint
CREATE TABLE "search_bodies_en" PARTITION OF "search_bodies" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "search_bodies_es" PARTITION OF "search_bodies" FOR VALUES IN ('es');
--> statement-breakpoint
ALTER TABLE "search_bodies" ADD CONSTRAINT "search_bodies_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_bodies_whole_idx" ON "search_bodies" USING gin ("whole");--> statement-breakpoint
CREATE INDEX "search_documents_head_idx" ON "search_documents" USING gin ("head");--> statement-breakpoint
CREATE INDEX "search_documents_sort_idx" ON "search_documents" USING btree ("dt_sort");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
-- Writes the search documents of some items (each language: its texts, or the Portuguese ones it lacks).
CREATE FUNCTION search_documents_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT i.id, l.language, l.config, l.title, l.body, i.subject_id, i.publication_type, i.exclusive, i.free, i.dt_sort,
      setweight(to_tsvector(l.config, l.title), 'A') || setweight(to_tsvector(l.config, l.summary), 'B') AS head
    FROM content_items i
    LEFT JOIN content_bodies b ON b.content_id = i.id
    CROSS JOIN LATERAL (VALUES
      ('pt', 'celeiro_pt'::regconfig, i.title_pt, i.summary_pt, b.body_pt),
      ('en', 'celeiro_en'::regconfig, coalesce(i.title_en, i.title_pt), coalesce(i.summary_en, i.summary_pt), coalesce(b.body_en, b.body_pt)),
      ('es', 'celeiro_es'::regconfig, coalesce(i.title_es, i.title_pt), coalesce(i.summary_es, i.summary_pt), coalesce(b.body_es, b.body_pt))
    ) AS l(language, config, title, summary, body)
    WHERE i.id = ANY(ids)
  ), documents AS (
    INSERT INTO search_documents (content_id, language, subject_id, publication_type, exclusive, free, dt_sort, head, title)
    SELECT id, language, subject_id, publication_type, exclusive, free, dt_sort, head, lower(unaccent(title)) FROM d
    ON CONFLICT (content_id, language) DO UPDATE SET subject_id = excluded.subject_id,
      publication_type = excluded.publication_type, exclusive = excluded.exclusive, free = excluded.free,
      dt_sort = excluded.dt_sort, head = excluded.head, title = excluded.title
  )
  INSERT INTO search_bodies (content_id, language, whole)
  SELECT id, language, head || setweight(to_tsvector(config, coalesce(body, '')), 'D') FROM d
  ON CONFLICT (content_id, language) DO UPDATE SET whole = excluded.whole
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
CREATE TRIGGER search_documents_items_updated AFTER UPDATE OF title_pt, title_en, title_es, summary_pt, summary_en, summary_es, subject_id, publication_type, exclusive, free, dt_sort ON content_items FOR EACH ROW EXECUTE FUNCTION search_documents_of_item();--> statement-breakpoint
CREATE TRIGGER search_documents_bodies_inserted AFTER INSERT ON content_bodies REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_of_new_bodies();--> statement-breakpoint
CREATE TRIGGER search_documents_bodies_updated AFTER UPDATE ON content_bodies REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_of_new_bodies();--> statement-breakpoint
-- The items already there, and the statistics the planner needs.
SELECT search_documents_refresh(array(SELECT id FROM content_items));
--> statement-breakpoint
ANALYZE search_documents;
--> statement-breakpoint
ANALYZE search_bodies;
