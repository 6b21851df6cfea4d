import { useApolloClient } from "@apollo/client/react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import type { FramedView } from "./CaseMakerFrame.tsx";
import { caseParam, newCaseParamValue, withCaseParam } from "./case-paths.ts";

// The maker (forms, editor, tabs) loads only when a case is opened.
const CaseMaker = lazy(() =>
  import("./CaseMaker.tsx").then((module) => ({ default: module.CaseMaker })),
);

/** The company or portfolio a page is about: what a new case from it is about. */
export type CasePageTarget = { companyId: string } | { duns: string } | { portfolioId: string };

/**
 * The case maker opened from the address (spec 2 §2): on a company or portfolio page,
 * `?case={id}` (or `?case=new`) opens it when case management is on; the id stays in the URL
 * while the case is shown, including a case just created there (open-on-create). The page's case
 * tab is asked again when a case is created or the maker closes (a case may have changed or gone).
 */
export function CaseMakerFromUrl({ target }: { target: CasePageTarget }) {
  const session = useSession();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<FramedView>("modal");
  const value = params.get(caseParam);
  if (!value || !sessionCan(session, "cases.read")) return null;
  const setCase = (next: string | null) =>
    setParams((now) => withCaseParam(now, next), { replace: true });
  const refresh = () => {
    void Promise.resolve(client.refetchQueries({ include: ["TargetSupplierCases"] })).catch(
      () => undefined,
    );
  };
  return (
    <Suspense fallback={null}>
      <CaseMaker
        key={value === newCaseParamValue ? "new" : "existing"}
        caseId={value === newCaseParamValue ? null : value}
        context={target}
        view={view}
        onViewChange={setView}
        onClose={() => {
          setCase(null);
          refresh();
        }}
        openOnCreate
        onOpenCase={(id) => setCase(id)}
        onCreated={refresh}
      />
    </Suspense>
  );
}
