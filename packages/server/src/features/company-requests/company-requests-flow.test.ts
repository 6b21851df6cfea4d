import {
  companyRequestUndoTypes,
  type RequestStatus,
  requestMessages,
  requestStatuses,
  requestTransitions,
} from "@tierwise/common/company-requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  type Any,
  buildRequestsWorld,
  call,
  createRequest,
  type RequestsWorld,
  requestOps,
  setRequestState,
} from "./company-requests-test-support.ts";

let h: Harness;
let w: RequestsWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildRequestsWorld(h);
});
afterAll(() => h.close());

const log = (input: Record<string, unknown>) =>
  call(w.people.member.client, requestOps.log, {
    input: { comment: "Checked with the supplier.", reason: "other", ...input },
  });

/**
 * A request of the member's in `status`; complete and replaced ones (and those about to be
 * completed) resolved to a known company, as the content team does.
 */
async function requestIn(
  status: RequestStatus,
  resolved = status === "complete" || status === "replaced",
) {
  const request = await createRequest(w.people.member.client);
  await setRequestState(h, request.id, {
    status,
    companyId: resolved ? w.companies.contoso.id : null,
  });
  return request;
}

describe("creating a request", () => {
  it("stores every field, starts requested and writes the 'created' log entry", async () => {
    const request = await createRequest(w.people.member.client, {
      companyName: "Quillfeather Botanicals B.V.",
      website: "https://www.quillfeather.example/contact",
      state: "North Holland",
      city: "Haarlem",
      address: "Grote Markt 2",
      legalName: "Quillfeather Botanicals B.V.",
      zipCode: "2011 RD",
      note: "New supplier of dried herbs.",
      uei: "QFB123456789",
      taxId: "NL123456789B01",
      cageCode: "1ABC2",
      duns: "987654321",
      outOfBusiness: false,
      branchind: true,
    });
    expect(request).toMatchObject({
      companyName: "Quillfeather Botanicals B.V.",
      website: "https://www.quillfeather.example/contact",
      country: "NL",
      city: "Haarlem",
      taxId: "NL123456789B01",
      duns: "987654321",
      branchind: true,
      status: "requested",
      allowedStatuses: requestTransitions.requested,
      canRetire: true,
      creator: { id: w.people.member.id, deactivated: false },
      company: null,
    });
    expect(request.logs).toEqual([
      expect.objectContaining({ reason: "created", status: "requested", comment: null }),
    ]);
  });

  it("refuses a request without a company name in the contract's words", async () => {
    const answer = await call(w.people.member.client, requestOps.create, {
      input: { companyName: "  " },
    });
    expect(answer.__typename).toBe("ValidationError");
    expect(answer.fieldErrors).toEqual([
      { path: "companyName", message: requestMessages.companyNameRequired },
    ]);
  });
});

describe("status changes through the log", () => {
  const allowed = requestStatuses.flatMap((from) =>
    requestTransitions[from].map((to) => [from, to] as const),
  );
  const refused = requestStatuses.flatMap((from) =>
    requestStatuses
      .filter((to) => to !== from && !requestTransitions[from].includes(to))
      .map((to) => [from, to] as const),
  );

  it.each(allowed)("%s → %s is allowed and logged", async (from, to) => {
    const request = await requestIn(from, from === "complete" || to === "complete");
    const answer = await log({ requestId: request.id, status: to, reason: "information_provided" });
    expect(answer.__typename).toBe("CompanyRequestSuccess");
    expect(answer.request.status).toBe(to);
    expect(answer.request.allowedStatuses).toEqual(requestTransitions[to]);
    expect(answer.request.logs.at(-1)).toMatchObject({
      reason: "information_provided",
      comment: "Checked with the supplier.",
      status: to,
      user: { id: w.people.member.id },
    });
  });

  it.each(refused)("%s → %s is refused", async (from, to) => {
    const request = await requestIn(from);
    const answer = await log({ requestId: request.id, status: to });
    expect(answer.__typename).toBe("ValidationError");
    expect(answer.fieldErrors[0].path).toBe("status");
    expect(answer.fieldErrors[0].message).toMatch(/^A request that is .+ cannot become .+\.$/);
    const after = await call(w.people.member.client, requestOps.get, { id: request.id });
    expect(after.status).toBe(from);
    expect(after.logs).toHaveLength(1);
  });

  it("words a refused move with the statuses' labels", async () => {
    const request = await requestIn("complete");
    const answer = await log({ requestId: request.id, status: "requested" });
    expect(answer.message).toBe(requestMessages.transitionNotAllowed("complete", "requested"));
  });

  it("completes only a request whose company is known", async () => {
    const request = await createRequest(w.people.member.client);
    const answer = await log({ requestId: request.id, status: "complete" });
    expect(answer.__typename).toBe("ValidationError");
    expect(answer.message).toBe(requestMessages.completeNeedsCompany);
  });

  it("keeps the status when the entry names none (or the same one)", async () => {
    const request = await createRequest(w.people.member.client);
    const plain = await log({ requestId: request.id, reason: "more_information_needed" });
    expect(plain.request.status).toBe("requested");
    const same = await log({ requestId: request.id, status: "requested" });
    expect(same.request.status).toBe("requested");
    expect(same.request.logs.map((entry: Any) => entry.status)).toEqual(["requested", null, null]);
  });
});

describe("log validation (spec 3 §5: comment and reason are required)", () => {
  it.each([
    ["comment", { comment: null }, requestMessages.logCommentRequired],
    ["comment", { comment: "   " }, requestMessages.logCommentRequired],
    ["reason", { reason: null }, requestMessages.logReasonRequired],
  ])("a missing %s is refused in the spec's words", async (path, input, message) => {
    const request = await createRequest(w.people.member.client);
    const answer = await log({ requestId: request.id, ...input });
    expect(answer.__typename).toBe("ValidationError");
    expect(answer.fieldErrors).toEqual([{ path, message }]);
  });

  it("names both when both are missing", async () => {
    const request = await createRequest(w.people.member.client);
    const answer = await log({ requestId: request.id, comment: "", reason: null });
    expect(answer.fieldErrors.map((e: Any) => e.message)).toEqual([
      requestMessages.logCommentRequired,
      requestMessages.logReasonRequired,
    ]);
  });
});

describe("retire and undo (spec 3 §4)", () => {
  it("retires with a comment, offers an undo, and the undo restores the status once", async () => {
    const request = await requestIn("needs_action");
    const retired = await call(w.people.member.client, requestOps.retire, {
      input: { id: request.id, comment: "Supplier dropped." },
    });
    expect(retired.__typename).toBe("RetireCompanyRequestSuccess");
    expect(retired.request).toMatchObject({
      status: "retired",
      canRetire: false,
      allowedStatuses: [],
    });
    expect(retired.request.logs.at(-1)).toMatchObject({
      reason: "retired",
      comment: "Supplier dropped.",
      status: "retired",
    });
    const offers = await call(w.people.member.client, requestOps.undos);
    expect(offers.items[0]).toMatchObject({
      id: retired.undoId,
      type: companyRequestUndoTypes.retire,
      payload: { requestId: request.id, companyName: request.companyName },
    });

    const undone = await call(w.people.member.client, requestOps.undo, { undoId: retired.undoId });
    expect(undone.__typename).toBe("CompanyRequestSuccess");
    expect(undone.request.status).toBe("needs_action");
    expect(undone.request.logs.at(-1)).toMatchObject({
      reason: "retirement_undone",
      status: "needs_action",
    });
    const again = await call(w.people.member.client, requestOps.undo, { undoId: retired.undoId });
    expect(again.__typename).toBe("NotFoundError");
    expect(again.message).toBe(requestMessages.nothingToUndo);
  });

  it("retires without a comment", async () => {
    const request = await createRequest(w.people.member.client);
    const retired = await call(w.people.member.client, requestOps.retire, {
      input: { id: request.id },
    });
    expect(retired.request.logs.at(-1)).toMatchObject({ reason: "retired", comment: null });
  });

  it("lets only the person who retired undo", async () => {
    const request = await createRequest(w.people.member.client);
    const retired = await call(w.people.admin.client, requestOps.retire, {
      input: { id: request.id },
    });
    expect(retired.__typename).toBe("RetireCompanyRequestSuccess");
    for (const other of [w.people.member, w.people.colleague, w.people.outsider]) {
      const answer = await call(other.client, requestOps.undo, { undoId: retired.undoId });
      expect(answer.__typename).toBe("NotFoundError");
    }
    const undone = await call(w.people.admin.client, requestOps.undo, { undoId: retired.undoId });
    expect(undone.request.status).toBe("requested");
  });

  it("does not retire a retired request twice", async () => {
    const request = await requestIn("retired");
    const answer = await call(w.people.member.client, requestOps.retire, {
      input: { id: request.id },
    });
    expect(answer.__typename).toBe("ValidationError");
    expect(answer.message).toBe(requestMessages.transitionNotAllowed("retired", "retired"));
  });

  it("retiring through the log keeps the status to go back to", async () => {
    const request = await requestIn("closed");
    const answer = await log({ requestId: request.id, status: "retired" });
    expect(answer.request.status).toBe("retired");
    const retired = await call(w.people.member.client, requestOps.retire, {
      input: { id: request.id },
    });
    expect(retired.__typename).toBe("ValidationError");
  });
});
