import {
  AlreadyExistsError,
  ConnectedObjectNotFoundError,
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  TooManyModificationsError,
  UnmodifiableError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { PortfolioType } from "./portfolio.type.ts";
import { setPortfolioAccess } from "./portfolio-access.service.ts";
import { archivePortfolio, unarchivePortfolio } from "./portfolio-archive.service.ts";
import {
  addCompaniesToPortfolios,
  type PortfolioCompaniesChange,
  removeCompaniesFromPortfolio,
} from "./portfolio-companies.service.ts";
import {
  createPortfolio,
  type PortfolioChange,
  updatePortfolio,
} from "./portfolio-edit.service.ts";
import { togglePortfolioFavorite } from "./portfolio-favorite.service.ts";
import { movePortfolio, type PortfolioAction, reorderPortfolio } from "./portfolio-move.service.ts";
import { undoPortfolioAction } from "./portfolio-undo.service.ts";

const PortfolioInput = builder.inputType("PortfolioInput", {
  fields: (t) => ({
    name: t.string({ required: true, description: "At most 100 characters." }),
    description: t.string({ description: "At most 1,000 characters." }),
  }),
});

const PortfolioAccessEntryInput = builder.inputType("PortfolioAccessEntryInput", {
  fields: (t) => ({
    actorType: t.string({ required: true, description: "user, team, org or role." }),
    actorId: t.id({ required: true }),
    editable: t.boolean({ required: true }),
  }),
});

const PortfolioChangeSuccess = builder
  .objectRef<PortfolioChange>("PortfolioChangeSuccess")
  .implement({
    fields: (t) => ({ portfolio: t.field({ type: PortfolioType, resolve: (r) => r.portfolio }) }),
  });

const PortfolioActionSuccess = builder
  .objectRef<PortfolioAction>("PortfolioActionSuccess")
  .implement({
    fields: (t) => ({
      portfolio: t.field({ type: PortfolioType, nullable: true, resolve: (r) => r.portfolio }),
      undoId: t.id({
        nullable: true,
        description: "Pass to undoPortfolioAction to take the action back (snackbar 'Undo').",
        resolve: (r) => r.undoId,
      }),
    }),
  });

const PortfolioCompaniesSuccess = builder
  .objectRef<PortfolioCompaniesChange>("PortfolioCompaniesSuccess")
  .implement({
    fields: (t) => ({
      added: t.exposeInt("added"),
      removed: t.exposeInt("removed"),
      skipped: t.exposeInt("skipped", {
        description: "Items passed over: already in the portfolio (add) or not in it (remove).",
      }),
      portfolios: t.field({
        type: [PortfolioType],
        description: "The portfolios changed.",
        resolve: (r) => r.portfolios,
      }),
      alreadyIn: t.field({
        type: [PortfolioType],
        description:
          "Add only: the chosen portfolios that already held every company; nothing was added to them.",
        resolve: (r) => r.alreadyIn,
      }),
      undoId: t.id({ nullable: true, resolve: (r) => r.undoId }),
    }),
  });

// Every portfolio mutation's union holds the contract's six error types, so the web can spread
// the same fragment in each; a few add their own (a missing company, too many ids).
const writeErrors = [
  ValidationError,
  NotFoundError,
  ForbiddenError,
  LimitReachedError,
  AlreadyExistsError,
  UnmodifiableError,
];
const union = (name: string) => ({ name });

builder.mutationFields((t) => ({
  createPortfolio: t.field({
    type: PortfolioChangeSuccess,
    args: {
      input: t.arg({ type: PortfolioInput, required: true }),
      parentId: t.arg.id({ required: false }),
    },
    errors: { types: writeErrors, union: union("CreatePortfolioResult") },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, createPortfolio, {
        input: args.input,
        parentId: args.parentId?.toString() ?? null,
      }),
  }),
  updatePortfolio: t.field({
    type: PortfolioChangeSuccess,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: PortfolioInput, required: true }),
    },
    errors: { types: writeErrors, union: union("UpdatePortfolioResult") },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updatePortfolio, { id: String(args.id), input: args.input }),
  }),
  movePortfolio: t.field({
    type: PortfolioActionSuccess,
    description: "Moves the portfolio and its subtree under parentId (the top level when null).",
    args: {
      id: t.arg.id({ required: true }),
      parentId: t.arg.id({ required: false }),
      index: t.arg.int({ required: false }),
    },
    errors: { types: writeErrors, union: union("MovePortfolioResult") },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, movePortfolio, {
        id: String(args.id),
        parentId: args.parentId?.toString() ?? null,
        index: args.index ?? null,
      }),
  }),
  reorderPortfolio: t.field({
    type: PortfolioActionSuccess,
    args: { id: t.arg.id({ required: true }), index: t.arg.int({ required: true }) },
    errors: { types: writeErrors, union: union("ReorderPortfolioResult") },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, reorderPortfolio, { id: String(args.id), index: args.index }),
  }),
  archivePortfolio: t.field({
    type: PortfolioActionSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: writeErrors, union: union("ArchivePortfolioResult") },
    resolve: (_root, args, ctx) => asTenant(ctx, archivePortfolio, { id: String(args.id) }),
  }),
  unarchivePortfolio: t.field({
    type: PortfolioActionSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: writeErrors, union: union("UnarchivePortfolioResult") },
    resolve: (_root, args, ctx) => asTenant(ctx, unarchivePortfolio, { id: String(args.id) }),
  }),
  togglePortfolioFavorite: t.field({
    type: PortfolioActionSuccess,
    description: "undoId only when the portfolio was unfavoured.",
    args: { id: t.arg.id({ required: true }) },
    errors: { types: writeErrors, union: union("TogglePortfolioFavoriteResult") },
    resolve: (_root, args, ctx) => asTenant(ctx, togglePortfolioFavorite, { id: String(args.id) }),
  }),
  addCompaniesToPortfolios: t.field({
    type: PortfolioCompaniesSuccess,
    description:
      "Adds every company to every portfolio, passing over items already there (see alreadyIn); AlreadyExistsError only when nothing is left to add. At most 10,000 companies a call.",
    args: {
      portfolioIds: t.arg.idList({ required: true }),
      companyIds: t.arg.idList({ required: true }),
    },
    errors: {
      types: [...writeErrors, ConnectedObjectNotFoundError, TooManyModificationsError],
      union: union("AddCompaniesToPortfoliosResult"),
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, addCompaniesToPortfolios, {
        portfolioIds: args.portfolioIds.map(String),
        companyIds: args.companyIds.map(String),
      }),
  }),
  removeCompaniesFromPortfolio: t.field({
    type: PortfolioCompaniesSuccess,
    args: {
      portfolioId: t.arg.id({ required: true }),
      companyIds: t.arg.idList({ required: true }),
    },
    errors: {
      types: [...writeErrors, ConnectedObjectNotFoundError, TooManyModificationsError],
      union: union("RemoveCompaniesFromPortfolioResult"),
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, removeCompaniesFromPortfolio, {
        portfolioId: String(args.portfolioId),
        companyIds: args.companyIds.map(String),
      }),
  }),
  setPortfolioAccess: t.field({
    type: PortfolioChangeSuccess,
    description: "Replaces the portfolio's own access list (its descendants inherit it).",
    args: {
      id: t.arg.id({ required: true }),
      entries: t.arg({ type: [PortfolioAccessEntryInput], required: true }),
    },
    errors: {
      types: [...writeErrors, ConnectedObjectNotFoundError],
      union: union("SetPortfolioAccessResult"),
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, setPortfolioAccess, {
        id: String(args.id),
        entries: args.entries.map((e) => ({ ...e, actorId: String(e.actorId) })),
      }),
  }),
  undoPortfolioAction: t.field({
    type: PortfolioActionSuccess,
    description: "Takes back an action by its undoId, once; portfolio is null for company undos.",
    args: { undoId: t.arg.id({ required: true }) },
    errors: { types: writeErrors, union: union("UndoPortfolioActionResult") },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, undoPortfolioAction, { undoId: String(args.undoId) }),
  }),
}));
