// Every table, for drizzle-kit and for code that needs the whole schema.

export * from "../features/auth/session.table.ts";
export * from "../features/case-emails/case-email.table.ts";
export * from "../features/cases/case.table.ts";
export * from "../features/comments/comment.table.ts";
export * from "../features/companies/company.table.ts";
export * from "../features/companies/company-profile-area.table.ts";
export * from "../features/companies/compare/compare-competitors.table.ts";
export * from "../features/companies/financial-statement.table.ts";
export * from "../features/companies/sanctions/sanctions.table.ts";
export * from "../features/companies/search/company-custom-data.table.ts";
export * from "../features/companies/subscription-set.table.ts";
export * from "../features/exports/export-job.table.ts";
export * from "../features/portfolios/portfolio.table.ts";
export * from "../features/saved-items/saved-items.table.ts";
export * from "../features/settings/settings.table.ts";
export * from "../features/sso/sso.table.ts";
export * from "../features/tags/tag.table.ts";
export * from "../features/undo/snackbar-undo.table.ts";
export * from "../jobs/job.table.ts";
export * from "../mail/outbox.table.ts";
export * from "./audit-log.table.ts";
export * from "./feature-flag-override.table.ts";
export * from "./membership.table.ts";
export * from "./organization.table.ts";
export * from "./server-secret.table.ts";
export * from "./user.table.ts";
