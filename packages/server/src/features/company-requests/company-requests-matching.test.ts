import { requestMessages } from "@tierwise/common/company-requests";
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
import { matchCompanies, matchCompaniesBatch } from "./matching/match-companies.ts";

let h: Harness;
let w: RequestsWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildRequestsWorld(h);
});
afterAll(() => h.close());

const create = (input: Record<string, unknown>, client = w.people.member.client) =>
  call(client, requestOps.create, { input });
const best = (answer: Any) => answer.candidates[0];

describe("matching known companies on create (issue 16)", () => {
  it("offers a confident match on the same DUNS, whatever the name, and writes nothing", async () => {
    const answer = await create({ companyName: "Qvist Handelsgesellschaft", duns: "150000007" });
    expect(answer.__typename).toBe("LikelyMatches");
    expect(best(answer)).toMatchObject({
      company: { id: w.companies.northwind.id, name: "Northwind Traders", country: "DE" },
      band: "confident",
      reasons: expect.arrayContaining(["Same DUNS"]),
    });
    const list = await call(w.people.member.client, requestOps.list, {
      page: "individual",
      filters: { search: "Qvist Handels" },
    });
    expect(list.totalCount).toBe(0);
  });

  it("offers a confident match on the same website domain", async () => {
    // A name no search would connect to Northwind: only the domain can find it.
    const answer = await create({
      companyName: "Qvist Holdings",
      website: "http://northwind-traders.example/en/contact",
    });
    expect(best(answer)).toMatchObject({
      company: { id: w.companies.northwind.id },
      band: "confident",
      reasons: expect.arrayContaining(["Same website domain"]),
    });
  });

  it("puts a slightly misspelt name in the review band", async () => {
    const answer = await create({ companyName: "Nortwhind Traders", country: "DE" });
    expect(answer.__typename).toBe("LikelyMatches");
    expect(best(answer)).toMatchObject({
      company: { id: w.companies.northwind.id },
      band: "review",
      reasons: expect.arrayContaining(["Similar name", "Same country"]),
    });
  });

  it("makes the request when only weak candidates exist", async () => {
    const answer = await create({ companyName: "Zephyrine Orchards", country: "DE" });
    expect(answer.__typename).toBe("CompanyRequestSuccess");
    const candidates = await matchCompanies(
      h.database.db,
      { companyName: "Zephyrine Orchards" },
      5,
    );
    expect(candidates.every((c) => c.band === "weak")).toBe(true);
  });

  it("makes the request anyway with ignoreMatches, after LikelyMatches", async () => {
    const input = { companyName: "Northwind Traders", country: "DE" };
    const first = await create(input);
    expect(first.__typename).toBe("LikelyMatches");
    expect(best(first).band).toBe("confident");
    const second = await create({ ...input, ignoreMatches: true });
    expect(second.__typename).toBe("CompanyRequestSuccess");
    expect(second.request).toMatchObject({ companyName: "Northwind Traders", status: "requested" });
  });

  it("answers companyMatchCandidates without making anything", async () => {
    const candidates = await call(w.people.member.client, requestOps.candidates, {
      input: { companyName: "Contoso Manufacturing Inc.", country: "US" },
    });
    expect(candidates[0]).toMatchObject({
      company: { id: w.companies.contoso.id },
      band: "confident",
    });
  });

  it("finds a tax id through the organisation's resolved requests only", async () => {
    const resolved = await createRequest(w.people.member.client, {
      companyName: "Kestrel Fasteners",
      taxId: "DE-811 569 123",
    });
    await setRequestState(h, resolved.id, {
      status: "complete",
      companyId: w.companies.contoso.id,
    });
    const input = { companyName: "Kestrel Fastening Systems", taxId: "DE-811 569 123" };
    const mine = await create(input);
    expect(mine.__typename).toBe("LikelyMatches");
    expect(best(mine)).toMatchObject({
      company: { id: w.companies.contoso.id },
      band: "confident",
      reasons: expect.arrayContaining(["Same tax ID"]),
    });
    const theirs = await create(input, w.people.outsider.client);
    expect(theirs.__typename).toBe("CompanyRequestSuccess");
  });

  it("matches a batch in the order given", async () => {
    const [byDuns, none, byName] = await matchCompaniesBatch(
      h.database.db,
      [
        { companyName: "x", duns: "150000015" },
        { companyName: "Zzyzx Qwerty" },
        { companyName: "Northwind Traders", country: "DE" },
      ],
      3,
    );
    expect(byDuns?.[0]?.company.id).toBe(w.companies.contoso.id);
    expect(none?.filter((c) => c.band !== "weak")).toEqual([]);
    expect(byName?.[0]?.company.id).toBe(w.companies.northwind.id);
  });
});

describe("duplicates of open requests", () => {
  const duplicate = { path: "companyName", message: requestMessages.duplicateOfRequest };

  it("refuses the same name (without legal form) in the same country", async () => {
    await createRequest(w.people.member.client, {
      companyName: "Brightwater Mills Ltd",
      country: "GB",
    });
    const again = await create({ companyName: "BRIGHTWATER MILLS LIMITED", country: "GB" });
    expect(again.fieldErrors).toEqual([duplicate]);
    const elsewhere = await create({ companyName: "Brightwater Mills", country: "IE" });
    expect(elsewhere.__typename).toBe("CompanyRequestSuccess");
  });

  it("refuses the same website domain and the same DUNS", async () => {
    await createRequest(w.people.member.client, {
      companyName: "Harrowgate Ceramics",
      website: "harrowgate.example",
      duns: "912345678",
    });
    const sameDomain = await create({
      companyName: "HC Group",
      website: "https://www.harrowgate.example/x",
    });
    expect(sameDomain.fieldErrors).toEqual([duplicate]);
    const sameDuns = await create({ companyName: "Another name", duns: "912345678" });
    expect(sameDuns.fieldErrors).toEqual([duplicate]);
  });

  it("lets a closed or retired request be asked again, and another organisation ask too", async () => {
    const first = await createRequest(w.people.member.client, {
      companyName: "Ostrava Glassworks",
      country: "CZ",
    });
    const theirs = await create(
      { companyName: "Ostrava Glassworks", country: "CZ" },
      w.people.outsider.client,
    );
    expect(theirs.__typename).toBe("CompanyRequestSuccess");
    await setRequestState(h, first.id, { status: "closed" });
    const again = await create({ companyName: "Ostrava Glassworks", country: "CZ" });
    expect(again.__typename).toBe("CompanyRequestSuccess");
  });
});
