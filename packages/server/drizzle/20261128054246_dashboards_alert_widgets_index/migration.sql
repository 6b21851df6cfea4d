-- Dashboards (issue 30): the alert widgets (alerts over time, top alert topics) count a date
-- range's news classes, severities and topics. Alert rows are wide (title, body, search
-- vector), so reading them for the range was most of the cost: 82,000 alerts of a 30-day range
-- over 1,000,000 took 250-440 ms (a bitmap heap scan, then JIT compilation, as its cost passed
-- jit_above_cost). With these columns in the index the scan is index-only and cheap enough to
-- skip JIT: 80-110 ms on the same machine. A custom migration because the table builder has no
-- INCLUDE; the index is not in alert.table.ts.
CREATE INDEX IF NOT EXISTS "alerts_published_topics" ON "alerts" ("published_at") INCLUDE ("topics", "news_classes", "severity");
