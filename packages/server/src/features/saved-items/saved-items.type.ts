import {
  ConnectedObjectNotFoundError,
  InvalidIdError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from "../../core/errors.ts";
import { toPageArgs } from "../../core/paging.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType, pageArgs } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { CompanyType } from "../companies/company.type.ts";
import { companiesByIds } from "../companies/company-access.service.ts";
import {
  archiveSavedComparison,
  createSavedComparison,
  updateSavedComparison,
} from "./saved-comparisons.service.ts";
import {
  getSavedItem,
  listSavedItems,
  type SavedComparisonRow,
  type SavedSearchRow,
  savedComparisonKind,
  savedSearchKind,
} from "./saved-item-store.ts";
import { type SavedItemUndoResult, undoSavedItem } from "./saved-item-undo.service.ts";
import {
  archiveSavedSearch,
  createSavedSearch,
  updateSavedSearch,
} from "./saved-searches.service.ts";

// Spec 3 §7 "Saved items": list (paging, sorting), get by id, create, update, archive,
// unarchive; §4: archive and unarchive can be undone from the snackbar.

const SavedSearchType = builder.objectRef<SavedSearchRow>("SavedSearch").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    searchParams: t.field({
      type: "JSON",
      description: "CompanySearchParams, ready to pass to companySearch(params).",
      resolve: (s) => s.searchParams,
    }),
    archived: t.boolean({ resolve: (s) => s.archivedAt !== null }),
    archivedAt: t.expose("archivedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const SavedComparisonType = builder.objectRef<SavedComparisonRow>("SavedComparison").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    companyIds: t.idList({ resolve: (c) => c.companyIds }),
    companies: t.field({
      type: [CompanyType],
      description: "The companies still visible, in the saved order.",
      resolve: (c, _args, ctx) => asTenant(ctx, companiesByIds, c.companyIds),
    }),
    archived: t.boolean({ resolve: (c) => c.archivedAt !== null }),
    archivedAt: t.expose("archivedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const OrderFieldEnum = builder.enumType("SavedItemOrderField", {
  values: {
    NAME: { value: "name" },
    CREATED_AT: { value: "createdAt" },
    UPDATED_AT: { value: "updatedAt" },
  } as const,
});
const OrderDirectionEnum = builder.enumType("SavedItemOrderDirection", {
  values: { ASC: { value: "asc" }, DESC: { value: "desc" } } as const,
});

const listArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  ...pageArgs(t),
  archived: t.arg.boolean({
    required: false,
    defaultValue: false,
    description: "false (default): active only; true: archived only; null: both.",
  }),
  query: t.arg.string({ required: false, description: "Part of the name." }),
  orderBy: t.arg({ type: OrderFieldEnum, required: false, defaultValue: "updatedAt" }),
  direction: t.arg({ type: OrderDirectionEnum, required: false, defaultValue: "desc" }),
});

type ListArgs = {
  archived?: boolean | null;
  query?: string | null;
  orderBy?: "name" | "createdAt" | "updatedAt" | null;
  direction?: "asc" | "desc" | null;
};
const toListArgs = (args: ListArgs & Record<string, unknown>) => ({
  ...toPageArgs(args),
  archived: args.archived ?? null,
  query: args.query,
  orderBy: args.orderBy ?? "updatedAt",
  direction: args.direction ?? "desc",
});

builder.queryFields((t) => ({
  savedSearches: t.field({
    type: connectionType("SavedSearchConnection", SavedSearchType),
    description: "The viewer's saved advanced searches in this organisation, 10 per page.",
    args: listArgs(t),
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, listSavedItems, savedSearchKind, toListArgs(args))),
  }),
  savedComparisons: t.field({
    type: connectionType("SavedComparisonConnection", SavedComparisonType),
    description: "The viewer's saved comparisons in this organisation, 10 per page.",
    args: listArgs(t),
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, listSavedItems, savedComparisonKind, toListArgs(args))),
  }),
  savedSearch: t.field({
    type: SavedSearchType,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "SavedSearchResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, getSavedItem, savedSearchKind, String(args.id)),
  }),
  savedComparison: t.field({
    type: SavedComparisonType,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "SavedComparisonResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, getSavedItem, savedComparisonKind, String(args.id)),
  }),
}));

const SavedSearchInput = builder.inputType("SavedSearchInput", {
  fields: (t) => ({
    name: t.string({ required: false, description: "1 to 100 characters; required on create." }),
    description: t.string({ required: false, description: "At most 1000 characters." }),
    searchParams: t.field({
      type: "JSON",
      required: false,
      description: "CompanySearchParams; required on create.",
    }),
  }),
});

const SavedComparisonInput = builder.inputType("SavedComparisonInput", {
  fields: (t) => ({
    name: t.string({ required: false, description: "1 to 100 characters; required on create." }),
    description: t.string({ required: false, description: "At most 1000 characters." }),
    companyIds: t.idList({
      required: false,
      description: "2 to COMPARE_MAX_COMPANIES different companies, in order; required on create.",
    }),
  }),
});

const SavedSearchSuccess = builder
  .objectRef<{ savedSearch: SavedSearchRow }>("SavedSearchSuccess")
  .implement({
    fields: (t) => ({
      savedSearch: t.field({ type: SavedSearchType, resolve: (r) => r.savedSearch }),
    }),
  });
const SavedComparisonSuccess = builder
  .objectRef<{ savedComparison: SavedComparisonRow }>("SavedComparisonSuccess")
  .implement({
    fields: (t) => ({
      savedComparison: t.field({ type: SavedComparisonType, resolve: (r) => r.savedComparison }),
    }),
  });

const undoIdDescription =
  "The snackbar's undo offer (also listed in snackbarUndos): pass it to undoSavedItem. Null when nothing changed.";
const SavedSearchArchiveSuccess = builder
  .objectRef<{ savedSearch: SavedSearchRow; undoId: string | null }>("SavedSearchArchiveSuccess")
  .implement({
    fields: (t) => ({
      savedSearch: t.field({ type: SavedSearchType, resolve: (r) => r.savedSearch }),
      undoId: t.id({ nullable: true, description: undoIdDescription, resolve: (r) => r.undoId }),
    }),
  });
const SavedComparisonArchiveSuccess = builder
  .objectRef<{ savedComparison: SavedComparisonRow; undoId: string | null }>(
    "SavedComparisonArchiveSuccess",
  )
  .implement({
    fields: (t) => ({
      savedComparison: t.field({ type: SavedComparisonType, resolve: (r) => r.savedComparison }),
      undoId: t.id({ nullable: true, description: undoIdDescription, resolve: (r) => r.undoId }),
    }),
  });
const UndoSuccess = builder.objectRef<SavedItemUndoResult>("SavedItemUndoSuccess").implement({
  fields: (t) => ({
    savedSearch: t.field({ type: SavedSearchType, nullable: true, resolve: (r) => r.savedSearch }),
    savedComparison: t.field({
      type: SavedComparisonType,
      nullable: true,
      resolve: (r) => r.savedComparison,
    }),
  }),
});

const comparisonErrors = [
  ValidationError,
  InvalidIdError,
  LimitReachedError,
  ConnectedObjectNotFoundError,
];

builder.mutationFields((t) => ({
  createSavedSearch: t.field({
    type: SavedSearchSuccess,
    args: { input: t.arg({ type: SavedSearchInput, required: true }) },
    errors: { types: [ValidationError], union: { name: "CreateSavedSearchResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, createSavedSearch, args.input),
  }),
  updateSavedSearch: t.field({
    type: SavedSearchSuccess,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: SavedSearchInput, required: true }),
    },
    errors: { types: [NotFoundError, ValidationError], union: { name: "UpdateSavedSearchResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateSavedSearch, { id: String(args.id), changes: args.input }),
  }),
  archiveSavedSearch: t.field({
    type: SavedSearchArchiveSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "ArchiveSavedSearchResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, archiveSavedSearch, { id: String(args.id), action: "archive" }),
  }),
  unarchiveSavedSearch: t.field({
    type: SavedSearchArchiveSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "UnarchiveSavedSearchResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, archiveSavedSearch, { id: String(args.id), action: "unarchive" }),
  }),
  createSavedComparison: t.field({
    type: SavedComparisonSuccess,
    args: { input: t.arg({ type: SavedComparisonInput, required: true }) },
    errors: { types: comparisonErrors, union: { name: "CreateSavedComparisonResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, createSavedComparison, args.input),
  }),
  updateSavedComparison: t.field({
    type: SavedComparisonSuccess,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: SavedComparisonInput, required: true }),
    },
    errors: {
      types: [NotFoundError, ...comparisonErrors],
      union: { name: "UpdateSavedComparisonResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateSavedComparison, { id: String(args.id), changes: args.input }),
  }),
  archiveSavedComparison: t.field({
    type: SavedComparisonArchiveSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "ArchiveSavedComparisonResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, archiveSavedComparison, { id: String(args.id), action: "archive" }),
  }),
  unarchiveSavedComparison: t.field({
    type: SavedComparisonArchiveSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "UnarchiveSavedComparisonResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, archiveSavedComparison, { id: String(args.id), action: "unarchive" }),
  }),
  undoSavedItem: t.field({
    type: UndoSuccess,
    description: "Takes back an archive or unarchive of a saved search or comparison.",
    args: { undoId: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "UndoSavedItemResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, undoSavedItem, { undoId: String(args.undoId) }),
  }),
}));
