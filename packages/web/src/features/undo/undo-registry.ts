import type { alertUndoTypes } from "@tierwise/common/alerts";
import {
  type CompanyRequestUndoType,
  companyRequestUndoTypes,
  requestMessages,
} from "@tierwise/common/company-requests";
import {
  addedToPortfoliosSentence,
  type PortfolioUndoType,
  portfolioUndoTypes,
} from "@tierwise/common/portfolios";
import { type SavedItemUndoType, savedItemUndoTypes } from "@tierwise/common/snackbar";
import { alertActionMessages } from "../alerts/alert-messages.ts";

type AlertUndoType = (typeof alertUndoTypes)[keyof typeof alertUndoTypes];
/**
 * The alert variants by value, checked against common alertUndoTypes by type only: importing
 * common/alerts here would bring all of it into the shell's chunk.
 */
const alertUndo = {
  archive: "archiveAlertOrInsight",
  unarchive: "unarchiveAlert",
} as const satisfies typeof alertUndoTypes;

/** The server's variant for a deleted dashboard (server: dashboards/dashboard-delete.service.ts). */
const dashboardDeleteUndo = "deleteDashboard";

/** Every undo variant the server writes: a new one without an entry below fails typecheck. */
export type UndoType =
  | PortfolioUndoType
  | SavedItemUndoType
  | CompanyRequestUndoType
  | AlertUndoType
  | typeof dashboardDeleteUndo;
export const undoTypes: readonly UndoType[] = [
  ...Object.values(portfolioUndoTypes),
  ...Object.values(savedItemUndoTypes),
  ...Object.values(companyRequestUndoTypes),
  ...Object.values(alertUndo),
  dashboardDeleteUndo,
];

/**
 * Which mutation takes an offer back: undoPortfolioAction, undoSavedItem,
 * undoRetireCompanyRequest, undoAlertArchive or undoDeleteDashboard.
 */
export type UndoMutationKind = "portfolio" | "savedItem" | "companyRequest" | "alert" | "dashboard";

export type UndoEntry = {
  /** The snackbar's sentence, from the offer's payload (JSON the server wrote). */
  message: (payload: unknown) => string;
  undo: UndoMutationKind;
};

type Payload = Record<string, unknown>;

const asPayload = (payload: unknown): Payload =>
  payload !== null && typeof payload === "object" ? (payload as Payload) : {};
const text = (payload: Payload, key: string): string | null =>
  typeof payload[key] === "string" && payload[key] !== "" ? payload[key] : null;
const list = (payload: Payload, key: string): unknown[] =>
  Array.isArray(payload[key]) ? payload[key] : [];
const isText = (value: unknown): value is string => typeof value === "string";

/** `Portfolio "Suppliers" archived.`, or without the name when the payload lacks it. */
const portfolioSentence = (done: string) => (payload: unknown) => {
  const name = text(asPayload(payload), "name");
  return name ? `Portfolio "${name}" ${done}.` : `Portfolio ${done}.`;
};

const savedItemSentence = (noun: string) => (payload: unknown) => {
  const value = asPayload(payload);
  const name = text(value, "name");
  const done = value.action === "unarchive" ? "restored" : "archived";
  return name ? `${noun} "${name}" ${done}.` : `${noun} ${done}.`;
};

/**
 * The offers replayed after a reload (spec 1 §3 undo variants): the same sentences the
 * features show right after the action, so the snackbar reads as it did before the reload.
 */
export const undoRegistry: Record<UndoType, UndoEntry> = {
  [portfolioUndoTypes.archive]: { message: portfolioSentence("archived"), undo: "portfolio" },
  [portfolioUndoTypes.unarchive]: { message: portfolioSentence("restored"), undo: "portfolio" },
  [portfolioUndoTypes.move]: { message: portfolioSentence("moved"), undo: "portfolio" },
  [portfolioUndoTypes.addCompanies]: {
    message: (payload) => {
      const value = asPayload(payload);
      const names = list(value, "names").filter(isText);
      const alreadyIn = list(value, "alreadyIn").filter(isText);
      const count = list(value, "portfolioIds").length;
      if (names.length > 0 && names.length === count)
        return addedToPortfoliosSentence(names, alreadyIn);
      return count === 1 ? "Added to 1 portfolio." : `Added to ${count} portfolios.`;
    },
    undo: "portfolio",
  },
  [portfolioUndoTypes.removeCompanies]: {
    message: (payload) => {
      const value = asPayload(payload);
      const count = list(value, "items").length;
      const from = text(value, "name");
      const what = count === 1 ? "Company" : `${count} companies`;
      return from ? `${what} removed from "${from}".` : `${what} removed from a portfolio.`;
    },
    undo: "portfolio",
  },
  [portfolioUndoTypes.unfavourite]: {
    message: (payload) => {
      const name = text(asPayload(payload), "name");
      return name ? `"${name}" removed from favourites.` : "Portfolio removed from favourites.";
    },
    undo: "portfolio",
  },
  [savedItemUndoTypes.savedSearch]: {
    message: savedItemSentence("Saved search"),
    undo: "savedItem",
  },
  [savedItemUndoTypes.savedComparison]: {
    message: savedItemSentence("Saved comparison"),
    undo: "savedItem",
  },
  [companyRequestUndoTypes.retire]: {
    message: () => requestMessages.retired,
    undo: "companyRequest",
  },
  [alertUndo.archive]: { message: () => alertActionMessages.archived, undo: "alert" },
  [alertUndo.unarchive]: { message: () => alertActionMessages.unarchived, undo: "alert" },
  [dashboardDeleteUndo]: {
    message: (payload) => {
      const name = text(asPayload(payload), "name");
      return name ? `Dashboard "${name}" deleted.` : "Dashboard deleted.";
    },
    undo: "dashboard",
  },
};

/** The entry of an offer's type, or null for a type this web build does not know. */
export function undoEntryOf(type: string): UndoEntry | null {
  return Object.hasOwn(undoRegistry, type) ? undoRegistry[type as UndoType] : null;
}
