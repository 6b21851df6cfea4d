import { aiRiskLevels } from "@tierwise/common/ai-reports";
import OpenAI from "openai";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { DraftReport } from "./ai-report-citations.ts";
import type { FactSheet } from "./ai-report-facts.ts";

/** A generation that cannot finish; its message is the report's errorMessage. */
export class ReportGenerationError extends Error {
  override name = "ReportGenerationError";
}

const sentences = z.array(z.string().min(1)).max(20);
const answerSchema = z.object({
  riskLevel: z.enum(aiRiskLevels),
  summary: sentences,
  categories: z
    .array(
      z.object({
        title: z.string().min(1),
        riskLevel: z.enum(aiRiskLevels),
        signalPoints: sentences,
        otherFindings: sentences,
        recommendedActions: sentences,
      }),
    )
    .max(10),
});

const instructions = `You write supplier risk summaries for procurement and compliance teams.
Use only the facts you are given. Every sentence must end with the ids of the facts it rests on,
each in square brackets, for example: "Liquidity is weak: the current ratio is 0.5 [metric:current_ratio]."
Never state a number that is not in the facts you cite, and never cite an id you were not given.
Answer with one JSON object and nothing else, of this shape:
{"riskLevel": "low|medium|high|critical|unknown", "summary": ["sentence", …],
 "categories": [{"title": "category title as given", "riskLevel": "low|medium|high|critical|unknown",
   "signalPoints": ["sentence", …], "otherFindings": ["sentence", …], "recommendedActions": ["sentence", …]}]}
Write one entry in "categories" for each category given, in the same order.`;

/** The facts as the model reads them: categories with their grades and evidence. */
export function promptOf(sheet: FactSheet, companyName: string): string {
  const fact = (f: FactSheet["facts"][number]) => ({
    id: f.id,
    label: f.label,
    value: f.value,
    source: f.source,
    date: f.date,
  });
  return JSON.stringify({
    company: companyName,
    report: sheet.type === "risk_summary" ? "risk summary" : "security summary",
    overallGrade: sheet.overall?.grade ?? null,
    context: sheet.context.map(fact),
    categories: sheet.categories.map((c) => ({
      title: c.title,
      grade: c.grade,
      facts: c.items.flatMap((i) => (i.why ? [fact(i.fact), fact(i.why)] : [fact(i.fact)])),
    })),
  });
}

/** The model's answer as a draft; a code fence around the JSON is tolerated, nothing else. */
export function parseAnswer(content: string | null | undefined): DraftReport {
  const text = (content ?? "")
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ReportGenerationError("The model's answer was not JSON.");
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReportGenerationError(
      `The model's answer did not have the report's shape (${issue?.path.join(".") || "answer"}: ${issue?.message}).`,
    );
  }
  return parsed.data;
}

function failureOf(error: unknown, config: Config): ReportGenerationError {
  if (error instanceof ReportGenerationError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new ReportGenerationError(
      `The model endpoint did not answer within ${config.LLM_TIMEOUT_MS} ms.`,
    );
  if (error instanceof OpenAI.APIError && error.status)
    return new ReportGenerationError(
      `The model endpoint answered with HTTP ${error.status}: ${error.message}`,
    );
  if (error instanceof OpenAI.APIConnectionError)
    return new ReportGenerationError(`The model endpoint could not be reached: ${error.message}`);
  return new ReportGenerationError(
    `The model call failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * The LLM path (issue 15): any OpenAI-compatible endpoint at LLM_BASE_URL (Ollama, vLLM,
 * llama.cpp server, a hosted API) through the official client, fed the same facts as the local
 * generator and told to cite them. The client's timeout and retries apply to each call; a
 * failure of any kind is a ReportGenerationError with words for the report.
 */
export async function generateLlmReport(
  sheet: FactSheet,
  companyName: string,
  config: Config,
  signal?: AbortSignal,
): Promise<DraftReport> {
  const client = new OpenAI({
    baseURL: config.LLM_BASE_URL,
    // Local servers take any key; the client insists on one.
    apiKey: config.LLM_API_KEY ?? "not-needed",
    timeout: config.LLM_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
  });
  try {
    const completion = await client.chat.completions.create(
      {
        model: config.LLM_MODEL,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: instructions },
          { role: "user", content: promptOf(sheet, companyName) },
        ],
      },
      { signal },
    );
    return parseAnswer(completion.choices[0]?.message?.content);
  } catch (error) {
    throw failureOf(error, config);
  }
}
