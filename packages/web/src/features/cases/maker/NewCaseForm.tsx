import { useMutation } from "@apollo/client/react";
import { Button, Group, NativeSelect, Stack, TagsInput, Text, TextInput } from "@mantine/core";
import { analyticsEvents } from "@tierwise/common/analytics-events";
import {
  casePriorities,
  casePriorityLabels,
  caseStatusLabels,
  newCaseStatuses,
} from "@tierwise/common/cases";
import { useState } from "react";
import { analytics } from "../../../app/analytics/analytics.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { mapFieldErrors } from "../../../ui/forms/form-errors.ts";
import { RichTextEditor } from "../../../ui/RichTextEditor/RichTextEditor.tsx";
import { ComposerAttachments } from "../../comments/ComposerAttachments.tsx";
import { MentionCard } from "../../comments/MentionCard.tsx";
import { CREATE_SUPPLIER_CASE, type SupplierCase } from "../case.graphql.ts";
import { AssigneeSelect } from "./AssigneeSelect.tsx";
import { CaseAccessFields } from "./CaseAccessFields.tsx";
import { CaseTagsSelect } from "./CaseTagsSelect.tsx";
import { CountryMultiSelect } from "./CountryMultiSelect.tsx";
import { attachFilesToCase } from "./case-attachments.ts";
import { type CaseContext, contextIdentifiers, hasCompany } from "./case-context.ts";
import { formatCaseDate } from "./case-dates.ts";
import {
  createInputOf,
  initialCaseValues,
  type NewCaseErrors,
  type NewCaseValues,
  newCaseErrorsOf,
  newCaseFields,
} from "./case-form.ts";
import { GscaFields } from "./GscaFields.tsx";
import { useCaseSaver, warnFailed } from "./use-case-update.ts";
import { useDescriptionMentions } from "./use-description-mentions.ts";

type NewCaseFormProps = {
  context: CaseContext;
  onCreated: (supplierCase: SupplierCase) => void;
  onCancel: () => void;
};

/**
 * The case maker for a new case (spec 2 §2, §4, §5): To do and Medium to start, neither
 * Complete nor Retired on offer; the shared create rules decide what is missing. Create is
 * disabled while the form is untouched, invalid or sending; files are attached once the case exists.
 */
export function NewCaseForm({ context, onCreated, onCancel }: NewCaseFormProps) {
  const session = useSession();
  const creator = {
    type: "User",
    id: session.id,
    name: session.details?.name ?? "",
    email: session.details?.email ?? null,
  };
  const [initial] = useState(() => initialCaseValues(context));
  const [values, setValues] = useState<NewCaseValues>(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [serverErrors, setServerErrors] = useState<NewCaseErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [create] = useMutation(CREATE_SUPPLIER_CASE);
  const saveCase = useCaseSaver();
  const mentions = useDescriptionMentions();

  const withGsca = sessionCan(session, "cases.gsca") && hasCompany(context);
  const flags = session.organization?.featureFlags;
  const input = createInputOf(values, context, session.id, withGsca);
  const pristine = JSON.stringify(values) === JSON.stringify(initial) && files.length === 0;
  const ruleErrors = newCaseErrorsOf(input);
  // An untouched form is not told off; once anything changes every rule speaks.
  const errors: NewCaseErrors = pristine ? {} : { ...ruleErrors, ...serverErrors };
  const invalid = Object.keys(ruleErrors).length > 0;

  const change = (patch: Partial<NewCaseValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const submit = async () => {
    if (pristine || invalid || submitting) return;
    setSubmitting(true);
    setFormErrors([]);
    try {
      let answer: Awaited<ReturnType<typeof create>>["data"];
      try {
        answer = (await create({ variables: { input } })).data;
      } catch {
        warnFailed();
        return;
      }
      const result = answer?.createSupplierCase;
      if (result?.__typename !== "SupplierCaseSuccess") {
        if (result?.__typename === "ValidationError") {
          const mapped = mapFieldErrors(result.fieldErrors, newCaseFields);
          setServerErrors(mapped.fields);
          setFormErrors(mapped.form);
        }
        warnFailed();
        return;
      }
      const created = result.supplierCase;
      analytics.track(analyticsEvents.caseCreated, {
        caseId: created.id,
        ...contextIdentifiers(context),
      });
      // The case as it is once its files are claimed: what the maker shows next.
      let shown = created;
      await attachFilesToCase(
        files,
        async (change) => {
          const saved = await saveCase(created.id, change, null);
          if (saved) shown = saved;
          return saved;
        },
        null,
      );
      onCreated(shown);
    } finally {
      setSubmitting(false);
    }
  };

  const gscaErrors = {
    locations: errors["gsca.locations"],
    themes: errors["gsca.themes"],
    subThemes: errors["gsca.subThemes"],
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={errors.title}
          disabled={submitting}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Description{" "}
            <Text span c="red" aria-hidden>
              *
            </Text>
          </Text>
          <RichTextEditor
            label="Description"
            initialValue={initial.description}
            value={values.description}
            onChange={(description) => change({ description })}
            disabled={submitting}
            size="md"
            {...mentions}
            renderMention={(mention) => <MentionCard mention={mention} />}
          />
          {errors.description ? (
            <Text size="xs" c="red">
              {errors.description}
            </Text>
          ) : null}
        </Stack>
        <Group grow align="flex-start">
          <NativeSelect
            label="Status"
            value={values.status}
            onChange={(event) =>
              change({ status: event.currentTarget.value as NewCaseValues["status"] })
            }
            data={newCaseStatuses.map((status) => ({
              value: status,
              label: caseStatusLabels[status],
            }))}
            error={errors.status}
            disabled={submitting}
          />
          <NativeSelect
            label="Priority"
            value={values.priority}
            onChange={(event) =>
              change({ priority: event.currentTarget.value as NewCaseValues["priority"] })
            }
            data={casePriorities.map((priority) => ({
              value: priority,
              label: casePriorityLabels[priority],
            }))}
            error={errors.priority}
            disabled={submitting}
          />
        </Group>
        <AssigneeSelect
          label="Assignee"
          value={values.assignee}
          onChange={(assignee) => change({ assignee })}
          disabled={submitting}
        />
        <TextInput
          type="date"
          label="Due date"
          description={formatCaseDate(values.dueDate || null)}
          value={values.dueDate}
          onChange={(event) => change({ dueDate: event.currentTarget.value })}
          error={errors.dueDate}
          disabled={submitting}
        />
        <CaseTagsSelect
          value={values.tags}
          onChange={(tags) => change({ tags })}
          disabled={submitting}
        />
        {flags?.caseManagementLocations ? (
          <CountryMultiSelect
            label="Country"
            value={values.locations}
            onChange={(locations) => change({ locations })}
            disabled={submitting}
          />
        ) : null}
        {flags?.riskCategoryField ? (
          <TagsInput
            label="Risk Category"
            value={values.riskSubCategory}
            onChange={(riskSubCategory) => change({ riskSubCategory })}
            disabled={submitting}
          />
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Attachments
          </Text>
          <ComposerAttachments
            files={files}
            onChange={setFiles}
            onRejected={setFileErrors}
            disabled={submitting}
          />
        </Stack>
        {withGsca ? (
          <GscaFields
            value={values.gsca}
            // Spec 2 §4: a new GSCA case is private by default.
            onChange={(gsca) =>
              change(gsca.enabled && !values.gsca.enabled ? { gsca, isPrivate: true } : { gsca })
            }
            errors={gscaErrors}
            disabled={submitting}
          />
        ) : null}
        <CaseAccessFields
          isPrivate={values.isPrivate}
          onPrivateChange={(isPrivate) => change({ isPrivate })}
          creator={creator}
          acl={values.acl}
          onAclChange={(acl) => change({ acl })}
          error={errors.acl}
          disabled={submitting}
        />
        <Text size="sm">
          <Text span fw={500}>
            Created by:
          </Text>{" "}
          {creator.name}
        </Text>
        <FormAlert messages={[...fileErrors, ...formErrors]} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={pristine || invalid} loading={submitting}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
