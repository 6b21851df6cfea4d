import { useApolloClient } from "@apollo/client/react";
import { lazy, Suspense, useState } from "react";
import type { FramedView } from "../maker/CaseMakerFrame.tsx";
import { newCaseParamValue } from "../maker/case-paths.ts";

// The maker (forms, editor, tabs) loads only when a case is opened or created.
const CaseMaker = lazy(async () => ({
  default: (await import("../maker/CaseMaker.tsx")).CaseMaker,
}));

type CaseListMakerProps = {
  /** The `case` query parameter: a case id, `new`, or null when the maker is closed. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * The case maker over the list (spec 2 §2: the selected case id is kept in a URL query
 * parameter). A case created here stays open (open-on-create); the list, board and charts are
 * asked again when the maker closes or creates, since a case may have changed or gone.
 */
export function CaseListMaker({ value, onChange }: CaseListMakerProps) {
  const client = useApolloClient();
  const [view, setView] = useState<FramedView>("modal");
  if (!value) return null;
  const refresh = () => {
    void Promise.resolve(
      client.refetchQueries({ include: ["SupplierCases", "SupplierCaseChartData"] }),
    ).catch(() => undefined);
  };
  const isNew = value === newCaseParamValue;
  return (
    <Suspense fallback={null}>
      <CaseMaker
        key={isNew ? "new" : "existing"}
        caseId={isNew ? null : value}
        context={{}}
        view={view}
        onViewChange={setView}
        onClose={() => {
          onChange(null);
          refresh();
        }}
        openOnCreate
        onOpenCase={onChange}
        onCreated={refresh}
      />
    </Suspense>
  );
}
