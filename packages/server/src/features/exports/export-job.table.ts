import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";

export const exportJobKinds = ["companies", "pdf", "n-tier"] as const;
export type ExportJobKind = (typeof exportJobKinds)[number];

/** File formats of downloads; the spec's download kinds (PDF, XLSX, CSV). */
export const exportJobFormats = ["CSV", "XLSX", "PDF"] as const;
export type ExportJobFormat = (typeof exportJobFormats)[number];

export const exportJobStatuses = ["queued", "running", "done", "failed"] as const;
export type ExportJobStatus = (typeof exportJobStatuses)[number];

/**
 * What a job exports. Company exports always hold the ids, in file order: a selection as
 * chosen, or search results or a portfolio's companies resolved when the export started (the
 * search or portfolio is kept for the record), so the file matches what the user saw even if
 * data changes meanwhile.
 */
export type ExportJobParams =
  | {
      companyIds: string[];
      search?: unknown;
      portfolio?: { portfolioId: string; includeDescendants: boolean };
    }
  | { companyId: string }
  /** An export another feature registered (export-writers.ts): what it needs to write the file. */
  | { registered: Record<string, unknown> };

/**
 * A file prepared in the background for one user of one organisation: a company export (CSV,
 * XLSX) or a company profile PDF. Only that user, in that organisation, may read or download it.
 */
export const exportJobs = pgTable(
  "export_jobs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ExportJobKind>().notNull(),
    format: text("format").$type<ExportJobFormat>().notNull(),
    params: jsonb("params").$type<ExportJobParams>().notNull(),
    status: text("status").$type<ExportJobStatus>().notNull().default("queued"),
    /** 0–100. */
    progress: integer("progress").notNull().default(0),
    rowCount: integer("row_count"),
    /** Absolute path of the finished file, decided when the job is created. */
    filePath: text("file_path").notNull(),
    /** The name the browser saves the file under. */
    fileName: text("file_name").notNull(),
    fileBytes: bigint("file_bytes", { mode: "number" }),
    /** Why the job failed, for the logs; users see a generic message. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last sign of life while running: a job silent for too long counts as failed. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.expiresAt),
    check("export_jobs_progress_range", sql`${t.progress} between 0 and 100`),
  ],
);

export type ExportJob = typeof exportJobs.$inferSelect;
