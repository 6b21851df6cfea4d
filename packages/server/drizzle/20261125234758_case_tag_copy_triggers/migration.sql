-- Written by hand (drizzle-kit generates tables, not triggers): case_tags carries copies of its
-- case's status, priority, privacy, due date and Case ID so a tag-filtered list reads one index
-- range (case_tags_filter). The database keeps the copies in step, so no code path can forget.
--
-- On insert (or a row moved to another case) the copies come from the case. FOR SHARE waits
-- for a concurrent edit of the case and then reads its committed values, so a tag added while
-- the case is being changed cannot keep the values from before the change; and an edit waits
-- for a tag being added, whose row its own trigger then sees. When the case is missing the row
-- is left alone for the foreign key to reject.
CREATE FUNCTION case_tags_copy_case() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  SELECT organization_id, status, priority, private, due_date, row_number INTO c
    FROM supplier_cases WHERE id = NEW.case_id FOR SHARE;
  IF FOUND THEN
    NEW.organization_id := c.organization_id;
    NEW.status := c.status;
    NEW.priority := c.priority;
    NEW.private := c.private;
    NEW.due_date := c.due_date;
    NEW.row_number := c.row_number;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER case_tags_copy_case BEFORE INSERT OR UPDATE OF case_id ON "case_tags"
  FOR EACH ROW EXECUTE FUNCTION case_tags_copy_case();--> statement-breakpoint
-- A change to a copied column rewrites the case's tag rows (a handful); other edits, such as
-- the counters and updated_at on every comment, leave case_tags untouched.
CREATE FUNCTION supplier_cases_copy_to_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE case_tags SET status = NEW.status, priority = NEW.priority, private = NEW.private,
      due_date = NEW.due_date, row_number = NEW.row_number
    WHERE case_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supplier_cases_copy_to_tags
  AFTER UPDATE OF status, priority, private, due_date, row_number ON "supplier_cases"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.priority IS DISTINCT FROM NEW.priority
    OR OLD.private IS DISTINCT FROM NEW.private OR OLD.due_date IS DISTINCT FROM NEW.due_date
    OR OLD.row_number IS DISTINCT FROM NEW.row_number)
  EXECUTE FUNCTION supplier_cases_copy_to_tags();--> statement-breakpoint
-- The rows that exist already, before case_tags_filter is built over them (next migration).
UPDATE case_tags AS ct SET status = c.status, priority = c.priority, private = c.private,
    due_date = c.due_date, row_number = c.row_number, organization_id = c.organization_id
  FROM supplier_cases AS c WHERE c.id = ct.case_id;
