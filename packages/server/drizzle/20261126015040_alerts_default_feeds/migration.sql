-- The default alert feeds every organisation sees (common defaultFeeds; spec 3 §3: they cannot
-- be modified). They belong to no organisation and no author; /alerts/{slug} opens them.
-- feeds/default-feeds.test.ts checks these rows against defaultFeeds.
INSERT INTO "alert_feeds" ("slug", "name", "description", "filter", "is_default")
VALUES
  ('everything', 'Everything', 'Every alert you can see.', '{}'::jsonb, true),
  ('unread', 'Unread', 'Alerts you have not read.', '{"unread": true}'::jsonb, true),
  ('relevant', 'Relevant', 'Alerts marked relevant.', '{"relevancy": ["relevant"]}'::jsonb, true)
ON CONFLICT ("slug") WHERE "slug" IS NOT NULL DO NOTHING;
