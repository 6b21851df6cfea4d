import type { FeatureFlags } from "@tierwise/common/feature-flags";
import { limits } from "@tierwise/common/limits";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import type { Session } from "../../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../../app/testing/session-fixtures.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { ACTIVITY_WALL_SUMMARY_QUERY } from "../../comments/activity-wall.graphql.ts";
import {
  COMMENT_RECIPIENT_OPTIONS_QUERY,
  type MentionCandidate,
} from "../../comments/recipients.graphql.ts";
import { TAGS_QUERY } from "../../tags/tags.graphql.ts";
import {
  SUPPLIER_CASE_QUERY,
  type SupplierCase,
  UPDATE_SUPPLIER_CASE,
  type UpdateSupplierCaseInput,
} from "../case.graphql.ts";

/** Test data shaped like the server's answers (the cases contract). */

export const paragraphOf = (text: string): RichTextDocument => [
  { type: "paragraph", children: [{ text }] },
];

/** A member of an organisation with case management (and comments) on. */
export function casesSession(flags: Partial<FeatureFlags> = {}, roles = ["user"]): Session {
  return buildSession({
    id: "user-1",
    key: "user-1",
    roles,
    details: { email: "ada@example.com", name: "Ada Lovelace" },
    organization: buildOrganization({
      featureFlags: { comments: true, caseManagementEnabled: true, ...flags },
    }),
  });
}

export const ada = {
  __typename: "CaseUserRef" as const,
  id: "user-1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  deactivated: false,
};

export function buildCase(overrides: Partial<SupplierCase> = {}): SupplierCase {
  return {
    __typename: "SupplierCase",
    id: "case-1",
    rowNumber: 7,
    title: "Late deliveries",
    description: paragraphOf("Three shipments missed."),
    descriptionText: "Three shipments missed.",
    status: "to_do",
    priority: "medium",
    assignee: null,
    assignedTeam: null,
    creator: ada,
    dueDate: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    closedAt: null,
    tags: [],
    private: false,
    accessList: [],
    aclRead: [],
    locations: [],
    riskSubCategory: [],
    gsca: null,
    attachments: [],
    company: {
      __typename: "CaseCompanyRef",
      id: "company-1",
      slug: "acme",
      name: "Acme",
      imageUrl: null,
    },
    companyId: "company-1",
    duns: null,
    portfolio: null,
    createdFromCommentId: null,
    alertId: null,
    alertNewId: null,
    resolutionCommentId: null,
    counts: {
      __typename: "CaseCounts",
      emails: 0,
      comments: 0,
      externalEmails: 0,
      allTasks: 0,
      closedTasks: 0,
    },
    progress: null,
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

const always = Number.POSITIVE_INFINITY;

export function caseQueryMock(supplierCase: SupplierCase): Mock {
  return {
    request: { query: SUPPLIER_CASE_QUERY, variables: { id: supplierCase.id } },
    result: { data: { supplierCase } },
    maxUsageCount: always,
  };
}

export function updateMock(
  input: UpdateSupplierCaseInput,
  answer: SupplierCase,
  onCall?: () => void,
): Mock {
  return {
    request: { query: UPDATE_SUPPLIER_CASE, variables: { input } },
    result: () => {
      onCall?.();
      return {
        data: { updateSupplierCase: { __typename: "SupplierCaseSuccess", supplierCase: answer } },
      };
    },
  };
}

export function tagsMock(tags: { id: string; value: string }[] = []): Mock {
  return {
    request: {
      query: TAGS_QUERY,
      variables: { query: null, first: limits.pageSizeMaximum, after: null },
    },
    result: {
      data: {
        tags: {
          __typename: "TagConnection",
          items: tags.map((tag) => ({
            __typename: "Tag",
            ...tag,
            description: null,
            createdAt: "2026-01-01T00:00:00.000Z",
            updatedAt: "2026-01-01T00:00:00.000Z",
          })),
          itemsCount: tags.length,
          pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false },
        },
      },
    },
    maxUsageCount: always,
  };
}

/** The case wall's summary: no comments yet, open for writing. */
export function caseWallSummaryMock(caseId: string, commentCount = 0): Mock {
  return {
    request: { query: ACTIVITY_WALL_SUMMARY_QUERY, variables: { target: { caseId } } },
    result: {
      data: {
        activityWallSummary: {
          __typename: "ActivityWallSummary",
          commentCount,
          canEdit: true,
          defaultAccess: "public",
        },
      },
    },
    maxUsageCount: always,
  };
}

/** People and teams found for typed text (the comments' recipient search). */
export function recipientsMock(query: string, candidates: MentionCandidate[] = []): Mock {
  return {
    request: {
      query: COMMENT_RECIPIENT_OPTIONS_QUERY,
      variables: { query, first: 25, offset: 0 },
    },
    result: { data: { commentRecipientOptions: candidates } },
    maxUsageCount: always,
  };
}

export const grace: MentionCandidate = {
  __typename: "MentionUser",
  id: "user-2",
  firstName: "Grace",
  lastName: "Hopper",
  name: "Grace Hopper",
  email: "grace@example.com",
  jobTitle: null,
  businessUnit: null,
};
