import { describe, expect, it } from "vitest";
import { auditActionLabel, auditDiff, formatAuditValue } from "./audit-diff.ts";

describe("audit diff", () => {
  it("lists changed leaves by path, leaving unchanged values out", () => {
    const before = {
      name: "Old",
      settings: { userAccountLimit: 10, jobTitles: ["A"], keep: true },
    };
    const after = {
      name: "New",
      settings: { userAccountLimit: null, jobTitles: ["A", "B"], keep: true, portfolioLimit: 5 },
    };
    expect(auditDiff(before, after)).toEqual([
      { path: "name", before: "Old", after: "New", kind: "changed" },
      { path: "settings.jobTitles", before: "A", after: "A, B", kind: "changed" },
      { path: "settings.portfolioLimit", before: "—", after: "5", kind: "added" },
      { path: "settings.userAccountLimit", before: "10", after: "—", kind: "removed" },
    ]);
  });

  it("shows a creation and a deletion as whole values", () => {
    expect(auditDiff(null, { value: "Urgent" })).toEqual([
      { path: "value", before: "—", after: "Urgent", kind: "added" },
    ]);
    expect(auditDiff({ value: "Urgent" }, null)).toEqual([
      { path: "value", before: "Urgent", after: "—", kind: "removed" },
    ]);
    expect(auditDiff("user", "organization_admin")).toEqual([
      { path: "", before: "user", after: "organization_admin", kind: "changed" },
    ]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it("keeps values compact", () => {
    expect(formatAuditValue("x".repeat(200))).toHaveLength(120);
    expect(formatAuditValue([])).toBe("[]");
    expect(formatAuditValue([{ title: "Wiki" }])).toBe('{"title":"Wiki"}');
    expect(formatAuditValue(false)).toBe("false");
  });

  it("labels actions", () => {
    expect(auditActionLabel("member.role_changed")).toBe("Member: role changed");
    expect(auditActionLabel("feature_flag.override_set")).toBe("Feature flag: override set");
  });
});
