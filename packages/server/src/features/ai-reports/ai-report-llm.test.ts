import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { checkSentence } from "./ai-report-citations.ts";
import {
  type AiReportWorld,
  type Any,
  aiOps,
  buildAiReportWorld,
  call,
  generatedReport,
  sentencesOf,
} from "./ai-reports-test-support.ts";

/**
 * The LLM path (issue 15) against an OpenAI-compatible server this test starts: it answers
 * POST /v1/chat/completions as the test says (a report, a hang, something malformed), and
 * keeps every request it got.
 */
type Reply = { status?: number; content?: string; raw?: string } | "hang";
let reply: (request: Any) => Reply = () => "hang";
let requests: Any[] = [];
let server: Server;

function startModelServer(): Promise<string> {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const request = JSON.parse(body || "{}");
      requests.push({ path: req.url, request });
      const answer = reply(request);
      if (answer === "hang") return;
      res.writeHead(answer.status ?? 200, { "content-type": "application/json" });
      res.end(
        answer.raw ??
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: request.model,
            choices: [
              {
                index: 0,
                finish_reason: "stop",
                message: { role: "assistant", content: answer.content ?? "" },
              },
            ],
          }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}/v1`);
    }),
  );
}

let h: Harness;
let w: AiReportWorld;
beforeAll(async () => {
  const baseUrl = await startModelServer();
  h = await createHarness({
    LLM_BASE_URL: baseUrl,
    LLM_MODEL: "test-model",
    LLM_TIMEOUT_MS: "400",
    LLM_MAX_RETRIES: "1",
  });
  w = await buildAiReportWorld(h);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});
beforeEach(() => {
  requests = [];
});

/** The facts the server was given, by id, read back from the prompt. */
const promptFacts = (request: Any): Map<string, Any> => {
  const prompt = JSON.parse(request.messages[1].content);
  const facts = [...prompt.context, ...prompt.categories.flatMap((c: Any) => c.facts)];
  return new Map(facts.map((f: Any) => [f.id, f]));
};

const category = (title: string, sentences: string[]) => ({
  title,
  riskLevel: "high",
  signalPoints: sentences,
  otherFindings: [],
  recommendedActions: [],
});

const generate = () => generatedReport(h, w.member.client, w.companies.risky.id);

describe("the LLM path", () => {
  it("a good answer is the report: fed the facts, told to cite them, its citations checked", async () => {
    reply = (request) => {
      const facts = promptFacts(request);
      const ratio = facts.get("metric:current_ratio");
      return {
        content: JSON.stringify({
          riskLevel: "high",
          summary: [
            `Overall the company grades ${facts.get("grade:overall").value} [grade:overall].`,
          ],
          categories: [
            category("Financial", [
              `Liquidity is weak: the current ratio is ${ratio.value} [metric:current_ratio].`,
            ]),
          ],
        }),
      };
    };
    const report = await generate();
    expect(report).toMatchObject({
      status: "success",
      generator: "test-model",
      riskLevel: "high",
      droppedSentenceCount: 0,
    });
    expect(report.categories[0].signalPoints).toEqual([
      { text: "Liquidity is weak: the current ratio is 0.5.", factIds: ["metric:current_ratio"] },
    ]);
    expect(requests).toHaveLength(1);
    const { request } = requests[0];
    expect(requests[0].path).toBe("/v1/chat/completions");
    expect(request.model).toBe("test-model");
    expect(request.messages[0].content).toContain("square brackets");
    const given = promptFacts(request);
    expect(given.get(`alert:${w.alertId}`)?.value).toBe("Ransomware attack halts production lines");
    // The model was given exactly the facts the report keeps.
    expect([...given.keys()].sort()).toEqual(report.facts.map((f: Any) => f.id).sort());
  });

  it("the citation check drops an invented number and an unknown fact id, and counts them", async () => {
    reply = () => ({
      content: JSON.stringify({
        riskLevel: "high",
        summary: [
          "The current ratio is 7.3 [metric:current_ratio].",
          "Revenue collapsed last quarter [metric:revenue_growth].",
          "No source at all for this one.",
          "The current ratio is 0.5 [metric:current_ratio].",
        ],
        categories: [],
      }),
    });
    const report = await generate();
    expect(report.status).toBe("success");
    expect(report.droppedSentenceCount).toBe(3);
    expect(sentencesOf(report)).toEqual([
      { text: "The current ratio is 0.5.", factIds: ["metric:current_ratio"] },
    ]);
  });

  it("a timeout, tried again, is an error report with the reason", async () => {
    reply = () => "hang";
    const report = await generate();
    expect(report).toMatchObject({
      status: "error",
      riskLevel: null,
      generator: "test-model",
      errorMessage: "The model endpoint did not answer within 400 ms.",
    });
    expect(requests).toHaveLength(2); // the call and its one retry (LLM_MAX_RETRIES 1)
    const { history } = await call(w.member.client, aiOps.reports, { id: w.companies.risky.id });
    expect(history.edges.map((e: Any) => e.node.id)).not.toContain(report.id);
  });

  it("a malformed answer is an error report", async () => {
    reply = () => ({ content: "Sure! Here is the report you asked for." });
    expect(await generate()).toMatchObject({
      status: "error",
      errorMessage: "The model's answer was not JSON.",
    });
    reply = () => ({ content: JSON.stringify({ riskLevel: "severe", summary: [] }) });
    const wrongShape = await generate();
    expect(wrongShape.status).toBe("error");
    expect(wrongShape.errorMessage).toMatch(/^The model's answer did not have the report's shape/);
  });

  it("an endpoint failing is an error report", async () => {
    reply = () => ({ status: 404, raw: JSON.stringify({ error: { message: "model not found" } }) });
    const report = await generate();
    expect(report.status).toBe("error");
    expect(report.errorMessage).toMatch(/^The model endpoint answered with HTTP 404/);
  });
});

describe("the citation check itself", () => {
  const facts = new Map([
    [
      "metric:current_ratio",
      {
        id: "metric:current_ratio",
        kind: "metric" as const,
        label: "Current ratio",
        value: "0.5",
        source: "Tierwise risk hub",
        date: "2026-11-26",
        href: null,
      },
    ],
  ]);

  it("keeps numbers found in the cited facts, in any notation, and the fact's date", () => {
    expect(
      checkSentence("Current ratio 0.50 on 2026-11-26 [metric:current_ratio].", facts),
    ).toEqual({ text: "Current ratio 0.50 on 2026-11-26.", factIds: ["metric:current_ratio"] });
  });

  it("drops a number the cited facts do not hold, an unknown id and an uncited sentence", () => {
    expect(checkSentence("Current ratio 0.6 [metric:current_ratio].", facts)).toBeNull();
    expect(checkSentence("Weak [metric:current_ratio] [metric:quick_ratio].", facts)).toBeNull();
    expect(checkSentence("Liquidity is weak.", facts)).toBeNull();
  });
});
