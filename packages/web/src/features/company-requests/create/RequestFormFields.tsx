import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { requestFieldLabels } from "@tierwise/common/company-requests";
import type { PathErrors } from "../../../ui/forms/use-object-form.ts";
import { countryOptions } from "../../cases/maker/case-countries.ts";
import { PortfolioMultiSelect } from "./PortfolioMultiSelect.tsx";
import {
  type RequestFormValues,
  type RequestTextField,
  requestTextFields,
} from "./request-form.ts";

type RequestFormFieldsProps = {
  values: RequestFormValues;
  errors: PathErrors;
  change: (patch: Partial<RequestFormValues>, ...paths: string[]) => void;
};

const countryData = countryOptions.map((option) => ({ ...option }));

/** The fields of an individual request (issue 16), labelled as common's requestFieldLabels. */
export function RequestFormFields({ values, errors, change }: RequestFormFieldsProps) {
  const text = (field: RequestTextField) => ({
    label: requestFieldLabels[field],
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      change({ [field]: event.currentTarget.value } as Partial<RequestFormValues>, field),
  });
  const others = requestTextFields.filter((field) => field !== "companyName");
  return (
    <>
      <TextInput {...text("companyName")} required data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {others.slice(0, 1).map((field) => (
          <TextInput key={field} {...text(field)} />
        ))}
        <Select
          label={requestFieldLabels.country}
          data={countryData}
          value={values.country}
          error={errors.country}
          onChange={(country) => change({ country }, "country")}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        {others
          .slice(1)
          .filter((field) => field !== "note")
          .map((field) => (
            <TextInput key={field} {...text(field)} />
          ))}
      </SimpleGrid>
      <Textarea {...text("note")} autosize minRows={2} maxRows={6} />
      <Group gap="lg">
        <Checkbox
          label={requestFieldLabels.outOfBusiness}
          checked={values.outOfBusiness}
          onChange={(event) => change({ outOfBusiness: event.currentTarget.checked })}
        />
        <Checkbox
          label={requestFieldLabels.branchind}
          checked={values.branchind}
          onChange={(event) => change({ branchind: event.currentTarget.checked })}
        />
      </Group>
      <PortfolioMultiSelect
        label="Portfolios"
        description="The company is added to these once it is known."
        value={values.portfolioIds}
        error={errors.portfolioIds}
        onChange={(portfolioIds) => change({ portfolioIds }, "portfolioIds")}
      />
    </>
  );
}
