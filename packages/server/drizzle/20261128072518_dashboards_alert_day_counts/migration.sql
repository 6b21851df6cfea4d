CREATE TABLE "alert_day_counts" (
	"kind" text,
	"day" date,
	"key" text,
	"count" integer NOT NULL,
	CONSTRAINT "alert_day_counts_pkey" PRIMARY KEY("kind","day","key")
);
--> statement-breakpoint

-- Written by hand (drizzle-kit generates tables, not functions or triggers): the dashboards'
-- alert widgets (issue 30) count a date range's alerts per day by severity, news class and
-- topic. Counting them live read 82,000 alerts of a 30-day range over 1,000,000 at every view
-- (250-900 ms on a busy machine, the index-only scan of dashboards_alert_widgets_index
-- included); alert_day_counts holds those counts per UTC day, kept exact by the statement
-- triggers below in the transaction that writes the alerts (dashboard.table.ts).

-- The keys one alert is counted under, on its UTC day: its severity ('none' without), each of
-- its news classes ('none' without), and each topic that says what it is about (company ids,
-- polarity and the like do not). The widgets read their live counts through this same function,
-- so stored and live counts cannot differ in what they count.
CREATE FUNCTION alert_day_keys(published_at timestamptz, severity text, news_classes text[], topics text[])
  RETURNS TABLE (kind text, day date, key text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT k.kind, (published_at AT TIME ZONE 'UTC')::date, k.key FROM (
    SELECT 'severity' AS kind, coalesce(severity, 'none') AS key
    UNION ALL
    SELECT 'class', c FROM unnest(CASE WHEN cardinality(news_classes) = 0 THEN ARRAY['none']
      ELSE news_classes END) AS c
    UNION ALL
    SELECT 'topic', t FROM unnest(topics) AS t
      WHERE t LIKE ANY (ARRAY['class:%', 'keyword:%', 'location.country:%', 'location.region:%',
        'resource:%', 'variable:%', 'dataset:%'])
  ) k
$$;--> statement-breakpoint

-- Adds the statement's net change. Rows go in key order, so two transactions writing alerts of
-- the same days lock the counters they share in the same order and wait for each other rather
-- than deadlock. An update counts only rows whose counted columns changed (alerts are rarely
-- updated; a full outer join also catches a changed id).
CREATE FUNCTION alert_day_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO alert_day_counts (kind, day, key, count)
      SELECT k.kind, k.day, k.key, count(*)::int FROM added a
        CROSS JOIN LATERAL alert_day_keys(a.published_at, a.severity, a.news_classes, a.topics) k
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (kind, day, key) DO UPDATE SET count = alert_day_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO alert_day_counts (kind, day, key, count)
      SELECT k.kind, k.day, k.key, -count(*)::int FROM removed a
        CROSS JOIN LATERAL alert_day_keys(a.published_at, a.severity, a.news_classes, a.topics) k
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (kind, day, key) DO UPDATE SET count = alert_day_counts.count + excluded.count;
  ELSE
    INSERT INTO alert_day_counts (kind, day, key, count)
      SELECT k.kind, k.day, k.key, sum(c.sign)::int FROM (
          SELECT -1 AS sign, o.published_at, o.severity, o.news_classes, o.topics
            FROM removed o FULL JOIN added n ON n.id = o.id
            WHERE o.id IS NOT NULL AND (n.id IS NULL
              OR (o.published_at, o.severity, o.news_classes, o.topics)
                IS DISTINCT FROM (n.published_at, n.severity, n.news_classes, n.topics))
          UNION ALL
          SELECT 1, n.published_at, n.severity, n.news_classes, n.topics
            FROM added n FULL JOIN removed o ON o.id = n.id
            WHERE n.id IS NOT NULL AND (o.id IS NULL
              OR (o.published_at, o.severity, o.news_classes, o.topics)
                IS DISTINCT FROM (n.published_at, n.severity, n.news_classes, n.topics))
        ) c
        CROSS JOIN LATERAL alert_day_keys(c.published_at, c.severity, c.news_classes, c.topics) k
        GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (kind, day, key) DO UPDATE SET count = alert_day_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION alert_day_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM alert_day_counts;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Recounts every alert (after a bulk load with triggers off, or to check the counters): the
-- share lock waits for the transactions writing alerts and keeps new ones out meanwhile.
CREATE FUNCTION alert_day_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE alerts IN SHARE MODE;
  DELETE FROM alert_day_counts;
  INSERT INTO alert_day_counts (kind, day, key, count)
    SELECT k.kind, k.day, k.key, count(*)::int FROM alerts a
      CROSS JOIN LATERAL alert_day_keys(a.published_at, a.severity, a.news_classes, a.topics) k
      GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint

CREATE TRIGGER alert_day_counts_insert AFTER INSERT ON "alerts"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION alert_day_counts_changed();--> statement-breakpoint
CREATE TRIGGER alert_day_counts_update AFTER UPDATE ON "alerts"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION alert_day_counts_changed();--> statement-breakpoint
CREATE TRIGGER alert_day_counts_delete AFTER DELETE ON "alerts"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION alert_day_counts_changed();--> statement-breakpoint
CREATE TRIGGER alert_day_counts_truncate AFTER TRUNCATE ON "alerts"
  FOR EACH STATEMENT EXECUTE FUNCTION alert_day_counts_truncated();--> statement-breakpoint

-- The alerts that exist already.
SELECT alert_day_counts_rebuild();
