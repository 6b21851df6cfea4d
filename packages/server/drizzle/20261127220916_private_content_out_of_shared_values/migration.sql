-- Issue 26: values every viewer (or the provider) reads must not carry private words.
-- 1. Audit entries about cases, tasks and case e-mails keep facts, not content: titles,
--    descriptions, subjects, addresses and file names written by earlier versions go.
UPDATE "audit_log" SET
  "before" = CASE WHEN jsonb_typeof("before") = 'object'
    THEN "before" - 'title' - 'description' - 'descriptionText' - 'subject' - 'from' - 'recipients' - 'attachments' - 'rejectedAttachments'
    ELSE "before" END,
  "after" = CASE WHEN jsonb_typeof("after") = 'object'
    THEN "after" - 'title' - 'description' - 'descriptionText' - 'subject' - 'from' - 'recipients' - 'attachments' - 'rejectedAttachments'
    ELSE "after" END
WHERE "target_type" IN ('SupplierCase', 'CaseTask', 'CaseEmail');--> statement-breakpoint
-- 2. A case's stored Last Comment taken from a comment that not everyone on the case sees (a
--    private note, or a reply in a private thread) is cleared; the next comment or e-mail sets it.
UPDATE "supplier_cases" sc SET "last_activity_text" = NULL, "last_activity_at" = NULL
WHERE EXISTS (
  SELECT 1 FROM "comments" c
  LEFT JOIN "comments" p ON p."id" = c."parent_id"
  WHERE c."case_id" = sc."id" AND date_trunc('milliseconds', c."created_at") = sc."last_activity_at"
    AND (c."access" <> 'public' OR (p."id" IS NOT NULL AND p."access" <> 'public'))
);--> statement-breakpoint
-- 3. The stored comment count holds only comments everyone on the case sees.
UPDATE "supplier_cases" sc SET "comment_count" = (
  SELECT count(*) FROM "comments" c
  LEFT JOIN "comments" p ON p."id" = c."parent_id"
  WHERE c."case_id" = sc."id" AND c."deleted_at" IS NULL AND c."access" = 'public'
    AND (p."id" IS NULL OR p."access" = 'public')
);
