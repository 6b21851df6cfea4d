import { useMutation } from "@apollo/client/react";
import { type AiReportType, aiReportMessages } from "@tierwise/common/ai-reports";
import { reportError } from "../../app/errors/error-reporter.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { createMutations } from "./ai-reports.graphql.ts";

type GenerateCallbacks = {
  /** The job is queued: the new report's id. */
  onStarted: (id: string) => Promise<void> | void;
  /** Spec 3 §8: a start that brought back no id marks a generation error. */
  onFailure: () => void;
  /** Another report of this kind is already being generated: show that one. */
  onAlreadyInProgress: () => Promise<void> | void;
};

/**
 * Starts a report (spec 3 §4, §7: the create returns the new id). With no id back, whether the
 * answer is a typed error, empty or the request failed, it is 'Report generation failed to
 * start' (spec 3 §8): the snackbar says so, the error is reported and the failure callback runs.
 */
export function useGenerateAiReport(
  companyId: string,
  type: AiReportType,
  { onStarted, onFailure, onAlreadyInProgress }: GenerateCallbacks,
) {
  const [create, { loading }] = useMutation(createMutations[type]);

  const generate = async () => {
    let failure: unknown;
    try {
      const { data } = await create({ variables: { coreCompanyId: companyId } });
      const result = data?.result;
      if (result?.__typename === "CreateAiReportSuccess" && result.id) {
        await onStarted(result.id);
        return;
      }
      // A report already on its way is no failure: the visitor watches that one instead.
      if (result?.__typename === "AlreadyExistsError") {
        showSnackbar({ type: "warning", message: aiReportMessages.alreadyInProgress });
        await onAlreadyInProgress();
        return;
      }
      const detail =
        result && "message" in result ? `${result.__typename}: ${result.message}` : "no id";
      failure = new Error(`${aiReportMessages.generationFailedToStart} (${detail})`);
    } catch (error) {
      failure = error;
    }
    showSnackbar({ type: "error", message: aiReportMessages.generationFailedToStart });
    reportError(failure, { feature: "ai-reports", type, companyId });
    onFailure();
  };

  return { generate, starting: loading };
}
