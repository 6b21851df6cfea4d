import { alertUndoTypes } from "@tierwise/common/alerts";
import { companyRequestUndoTypes } from "@tierwise/common/company-requests";
import { portfolioUndoTypes } from "@tierwise/common/portfolios";
import { savedItemUndoTypes } from "@tierwise/common/snackbar";
import { describe, expect, it } from "vitest";
import { undoEntryOf, undoRegistry } from "./undo-registry.ts";

// Straight from common, not from the registry: a type added there without an entry fails here.
const portfolioTypes = Object.values(portfolioUndoTypes);
const savedItemTypes = Object.values(savedItemUndoTypes);
const requestTypes = Object.values(companyRequestUndoTypes);
const alertTypes = Object.values(alertUndoTypes);

describe("undo registry", () => {
  it.each(portfolioTypes)("takes %s back with undoPortfolioAction", (type) => {
    expect(undoEntryOf(type)?.undo).toBe("portfolio");
  });

  it.each(savedItemTypes)("takes %s back with undoSavedItem", (type) => {
    expect(undoEntryOf(type)?.undo).toBe("savedItem");
  });

  it("takes a retired company request back with undoRetireCompanyRequest", () => {
    expect(undoEntryOf("retireCompanyRequest")?.undo).toBe("companyRequest");
    expect(undoEntryOf("retireCompanyRequest")?.message({})).toBe("Request retired.");
  });

  it.each(alertTypes)("takes an alert's %s back with undoAlertArchive", (type) => {
    expect(undoEntryOf(type)?.undo).toBe("alert");
  });

  it("has no entry for a type no one writes", () => {
    expect(Object.keys(undoRegistry).sort()).toEqual(
      [
        ...portfolioTypes,
        ...savedItemTypes,
        ...requestTypes,
        ...alertTypes,
        "deleteDashboard",
      ].sort(),
    );
    expect(undoEntryOf("toString")).toBeNull();
  });

  it("takes a deleted dashboard back with undoDeleteDashboard, naming it", () => {
    const entry = undoEntryOf("deleteDashboard");
    expect(entry?.undo).toBe("dashboard");
    expect(entry?.message({ dashboardId: "d", name: "Risk overview" })).toBe(
      'Dashboard "Risk overview" deleted.',
    );
    expect(entry?.message({})).toBe("Dashboard deleted.");
  });

  // Payloads as the portfolio services and saved-item-store write them.
  it.each([
    [
      portfolioUndoTypes.archive,
      { portfolioId: "p", name: "Suppliers" },
      'Portfolio "Suppliers" archived.',
    ],
    [
      portfolioUndoTypes.unarchive,
      { portfolioId: "p", name: "Suppliers", archivedAt: "2026-01-01" },
      'Portfolio "Suppliers" restored.',
    ],
    [
      portfolioUndoTypes.move,
      { portfolioId: "p", name: "EU", fromParentId: null, fromIndex: 2 },
      'Portfolio "EU" moved.',
    ],
    [
      portfolioUndoTypes.addCompanies,
      { batchId: "b", portfolioIds: ["p"], names: ["EU"], updatedAt: {} },
      'Added to "EU".',
    ],
    [
      portfolioUndoTypes.addCompanies,
      { batchId: "b", portfolioIds: ["p", "q"], names: ["EU", "US"], updatedAt: {} },
      'Added to "EU" and "US".',
    ],
    [
      portfolioUndoTypes.addCompanies,
      { batchId: "b", portfolioIds: ["p"], names: ["EU"], alreadyIn: ["US"], updatedAt: {} },
      'Added to "EU"; already in "US".',
    ],
    [
      portfolioUndoTypes.addCompanies,
      { batchId: "b", portfolioIds: ["p"], updatedAt: {} },
      "Added to 1 portfolio.",
    ],
    [
      portfolioUndoTypes.removeCompanies,
      { portfolioId: "p", name: "EU", items: [{}], updatedAt: {} },
      'Company removed from "EU".',
    ],
    [
      portfolioUndoTypes.removeCompanies,
      { portfolioId: "p", name: "EU", items: [{}, {}, {}], updatedAt: {} },
      '3 companies removed from "EU".',
    ],
    [
      portfolioUndoTypes.unfavourite,
      { portfolioId: "p", name: "EU", index: 0 },
      '"EU" removed from favourites.',
    ],
    [
      savedItemUndoTypes.savedSearch,
      { action: "archive", id: "s", name: "Banks" },
      'Saved search "Banks" archived.',
    ],
    [
      savedItemUndoTypes.savedSearch,
      { action: "unarchive", id: "s", name: "Banks" },
      'Saved search "Banks" restored.',
    ],
    [
      savedItemUndoTypes.savedComparison,
      { action: "archive", id: "c", name: "Peers" },
      'Saved comparison "Peers" archived.',
    ],
  ])("words %s from its payload", (type, payload, message) => {
    expect(undoEntryOf(type)?.message(payload)).toBe(message);
  });

  it.each([...portfolioTypes, ...savedItemTypes])("still words %s without a payload", (type) => {
    expect(undoEntryOf(type)?.message(null)).toMatch(/\.$/);
  });
});
