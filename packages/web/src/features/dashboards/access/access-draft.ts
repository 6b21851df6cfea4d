import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import type { DashboardAccessEntry, DashboardAccessEntryInput } from "../dashboards.graphql.ts";

/** Who may edit while the dialog changes it: the whole organisation, or people and teams. */
export type AccessDraft = { everyone: boolean; recipients: PickedRecipient[] };

/** The recipient picker names people "User" and teams "Team"; aclWrite says user and team. */
const pickerTypes = { user: "User", team: "Team" } as const;

export function accessDraftOf(aclWrite: readonly DashboardAccessEntry[]): AccessDraft {
  return {
    everyone: aclWrite.some((entry) => entry.actorType === "org"),
    recipients: aclWrite.flatMap((entry) =>
      entry.actorType === "org"
        ? []
        : [
            {
              type: pickerTypes[entry.actorType],
              id: entry.actorId,
              name: entry.name,
              email: null,
            },
          ],
    ),
  };
}

/** The entries setDashboardAccess takes; the organisation's id stands for everyone. */
export function accessInputOf(
  draft: AccessDraft,
  organizationId: string,
): DashboardAccessEntryInput[] {
  const named = draft.recipients.map(
    (recipient): DashboardAccessEntryInput => ({
      actorType: recipient.type === "Team" ? "team" : "user",
      actorId: recipient.id,
    }),
  );
  return draft.everyone ? [{ actorType: "org", actorId: organizationId }, ...named] : named;
}
