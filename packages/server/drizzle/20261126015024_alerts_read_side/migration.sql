-- Written by hand (drizzle-kit generates tables, not functions or triggers): the alert read
-- side of issue 13 (features/alerts/alert-visibility.ts explains the model).
--
-- 1. Keyword search. alert_search_vector(title, body) normalises the text the way the web and
--    the server normalise keywords (common normalizeSearchText: lower case, accents and
--    punctuation stripped), then splits it into words; a GIN index on that expression finds
--    the alerts whose title or body has a keyword, as a word or a word prefix.
CREATE FUNCTION alert_search_vector(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, regexp_replace(translate(lower(title || ' ' || coalesce(body, '')),
    'àáâãäåāăąçćčďđèéêëēėęěìíîïīįłñńňòóôõöøōőřśšşťùúûüūůűųýÿžźż',
    'aaaaaaaaacccddeeeeeeeeiiiiiilnnnoooooooorssstuuuuuuuuyyzzz'), '[[:punct:]]', '', 'g'))
$$;--> statement-breakpoint
CREATE INDEX "alerts_search" ON "alerts" USING gin (alert_search_vector("title", "body"));--> statement-breakpoint

-- 2. alert_visibility: one row per organisation and alert it subscribes to through a linked
--    company it has not unlinked, a location or a commodity. The database keeps it in step with
--    the links, the subscriptions and the unlinks, so no writer (insertAlerts, importers, the
--    demo generator, the subscription settings, a "wrong company" verdict) can forget it.
--    Statement triggers with transition tables: a batch of 500 alerts is one insert, not 500.

-- Whether the organisation still subscribes to the alert through something linked to it.
CREATE FUNCTION alert_subscribed_by(org uuid, alert uuid) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
      SELECT 1 FROM alert_companies ac
        JOIN alert_subscriptions s ON s.organization_id = org AND s.company_id = ac.company_id
        WHERE ac.alert_id = alert
          AND NOT EXISTS (SELECT 1 FROM alert_company_unlinks u
                           WHERE u.organization_id = org AND u.alert_id = alert
                             AND u.company_id = ac.company_id))
    OR EXISTS (
      SELECT 1 FROM alert_location_links l
        JOIN alert_subscriptions s ON s.organization_id = org AND s.location_id = l.location_id
        WHERE l.alert_id = alert)
    OR EXISTS (
      SELECT 1 FROM alert_commodity_links k
        JOIN alert_subscriptions s ON s.organization_id = org AND s.commodity_id = k.commodity_id
        WHERE k.alert_id = alert)
$$;--> statement-breakpoint

-- Decides (organisation, alert) pairs afresh: removes the rows nothing justifies any more and
-- adds the ones something does. For what takes a reason away (an unsubscription, an unlink, a
-- removed link) and for an undone unlink.
CREATE FUNCTION alert_visibility_recheck(orgs uuid[], alert_ids uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM alert_visibility v USING unnest(orgs, alert_ids) AS p(org, alert_id)
    WHERE v.organization_id = p.org AND v.alert_id = p.alert_id
      AND NOT alert_subscribed_by(p.org, p.alert_id);
  INSERT INTO alert_visibility (organization_id, alert_id, published_at)
    SELECT DISTINCT p.org, p.alert_id, a.published_at
      FROM unnest(orgs, alert_ids) AS p(org, alert_id) JOIN alerts a ON a.id = p.alert_id
      WHERE alert_subscribed_by(p.org, p.alert_id)
    ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint

-- New links: every organisation subscribing to the linked entity now sees the alert.
CREATE FUNCTION alert_visibility_company_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_visibility (organization_id, alert_id, published_at)
    SELECT DISTINCT s.organization_id, n.alert_id, n.published_at
      FROM added n JOIN alert_subscriptions s ON s.company_id = n.company_id
      WHERE NOT EXISTS (SELECT 1 FROM alert_company_unlinks u
                         WHERE u.organization_id = s.organization_id AND u.alert_id = n.alert_id
                           AND u.company_id = n.company_id)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION alert_visibility_location_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_visibility (organization_id, alert_id, published_at)
    SELECT DISTINCT s.organization_id, n.alert_id, n.published_at
      FROM added n JOIN alert_subscriptions s ON s.location_id = n.location_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION alert_visibility_commodity_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_visibility (organization_id, alert_id, published_at)
    SELECT DISTINCT s.organization_id, n.alert_id, n.published_at
      FROM added n JOIN alert_subscriptions s ON s.commodity_id = n.commodity_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Removed links (rare: a source correcting itself; an alert's deletion cascades the rows away
-- and finds nothing to add back): the organisations that saw the alerts decide again.
CREATE FUNCTION alert_visibility_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  ids uuid[];
BEGIN
  SELECT array_agg(v.organization_id), array_agg(v.alert_id) INTO orgs, ids
    FROM (SELECT DISTINCT alert_id FROM removed) r
    JOIN alert_visibility v ON v.alert_id = r.alert_id;
  IF orgs IS NOT NULL THEN PERFORM alert_visibility_recheck(orgs, ids); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Subscriptions: a new one adds the entity's alerts; a removed one makes the organisation
-- decide again for each of the entity's alerts (another subscription may still reach it).
CREATE FUNCTION alert_visibility_subscriptions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  ids uuid[];
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT array_agg(c.organization_id), array_agg(c.alert_id) INTO orgs, ids FROM (
      SELECT r.organization_id, ac.alert_id FROM removed r
        JOIN alert_companies ac ON ac.company_id = r.company_id
      UNION
      SELECT r.organization_id, l.alert_id FROM removed r
        JOIN alert_location_links l ON l.location_id = r.location_id
      UNION
      SELECT r.organization_id, k.alert_id FROM removed r
        JOIN alert_commodity_links k ON k.commodity_id = r.commodity_id
    ) c;
    IF orgs IS NOT NULL THEN PERFORM alert_visibility_recheck(orgs, ids); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO alert_visibility (organization_id, alert_id, published_at)
      SELECT n.organization_id, ac.alert_id, ac.published_at FROM added n
        JOIN alert_companies ac ON ac.company_id = n.company_id
        WHERE NOT EXISTS (SELECT 1 FROM alert_company_unlinks u
                           WHERE u.organization_id = n.organization_id
                             AND u.alert_id = ac.alert_id AND u.company_id = ac.company_id)
      UNION
      SELECT n.organization_id, l.alert_id, l.published_at FROM added n
        JOIN alert_location_links l ON l.location_id = n.location_id
      UNION
      SELECT n.organization_id, k.alert_id, k.published_at FROM added n
        JOIN alert_commodity_links k ON k.commodity_id = n.commodity_id
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A "wrong company" verdict (or its undo): the organisation decides again for that alert.
CREATE FUNCTION alert_visibility_unlinks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(organization_id), array_agg(alert_id) INTO orgs, ids
      FROM (SELECT DISTINCT organization_id, alert_id FROM added) c;
  ELSE
    SELECT array_agg(organization_id), array_agg(alert_id) INTO orgs, ids
      FROM (SELECT DISTINCT organization_id, alert_id FROM removed) c;
  END IF;
  IF orgs IS NOT NULL THEN PERFORM alert_visibility_recheck(orgs, ids); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER alert_visibility_company_links_insert AFTER INSERT ON "alert_companies"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_company_links_added();--> statement-breakpoint
CREATE TRIGGER alert_visibility_location_links_insert AFTER INSERT ON "alert_location_links"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_location_links_added();--> statement-breakpoint
CREATE TRIGGER alert_visibility_commodity_links_insert AFTER INSERT ON "alert_commodity_links"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_commodity_links_added();--> statement-breakpoint
CREATE TRIGGER alert_visibility_company_links_delete AFTER DELETE ON "alert_companies"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_links_removed();--> statement-breakpoint
CREATE TRIGGER alert_visibility_location_links_delete AFTER DELETE ON "alert_location_links"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_links_removed();--> statement-breakpoint
CREATE TRIGGER alert_visibility_commodity_links_delete AFTER DELETE ON "alert_commodity_links"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_links_removed();--> statement-breakpoint
CREATE TRIGGER alert_visibility_subscriptions_insert AFTER INSERT ON "alert_subscriptions"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER alert_visibility_subscriptions_update AFTER UPDATE ON "alert_subscriptions"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER alert_visibility_subscriptions_delete AFTER DELETE ON "alert_subscriptions"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER alert_visibility_unlinks_insert AFTER INSERT ON "alert_company_unlinks"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_unlinks_changed();--> statement-breakpoint
CREATE TRIGGER alert_visibility_unlinks_delete AFTER DELETE ON "alert_company_unlinks"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION alert_visibility_unlinks_changed();--> statement-breakpoint

-- The subscriptions and alerts that exist already.
INSERT INTO alert_visibility (organization_id, alert_id, published_at)
  SELECT DISTINCT s.organization_id, ac.alert_id, ac.published_at FROM alert_subscriptions s
    JOIN alert_companies ac ON ac.company_id = s.company_id
    WHERE NOT EXISTS (SELECT 1 FROM alert_company_unlinks u
                       WHERE u.organization_id = s.organization_id AND u.alert_id = ac.alert_id
                         AND u.company_id = ac.company_id)
  UNION
  SELECT s.organization_id, l.alert_id, l.published_at FROM alert_subscriptions s
    JOIN alert_location_links l ON l.location_id = s.location_id
  UNION
  SELECT s.organization_id, k.alert_id, k.published_at FROM alert_subscriptions s
    JOIN alert_commodity_links k ON k.commodity_id = s.commodity_id
  ON CONFLICT DO NOTHING;
