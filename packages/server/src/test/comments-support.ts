import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { RoleKey } from "@tierwise/common/roles";
import { teamMemberships, teams } from "../db/membership.table.ts";
import { sessionCookieName } from "../features/auth/session-token.ts";
import { portfolioAccess, portfolios } from "../features/portfolios/portfolio.table.ts";
import { buildCompany } from "./company-factory.ts";
import { buildOrganization, buildUser } from "./factories.ts";
import { createHarness, type Harness, type TestClient } from "./harness.ts";

/** A harness whose stored files go to a fresh temporary DATA_DIR, removed on close. */
export async function createFilesHarness(overrides: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-files-"));
  const h = await createHarness({ DATA_DIR: dataDir, ...overrides });
  const close = h.close;
  return Object.assign(h, {
    dataDir,
    async close() {
      await close();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * The people of the collaboration tests: in Acme (comments on), an author, a colleague, a
 * recipient, a team member (of "Buyers"), an administrator and a member with mentions e-mails
 * off; in Globex (comments on too) an administrator; in Initech (comments off) a member.
 */
export async function buildCommentsWorld(h: Harness) {
  const db = h.database.db;
  const settings = { featureFlags: { comments: true } };
  const acme = await buildOrganization(db, { settings });
  const globex = await buildOrganization(db, { settings });
  const initech = await buildOrganization(db);
  const person = async (organizationId: string, role: RoleKey = "user", firstName = "Test") => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role }],
      overrides: { firstName },
    });
    return { user, id: user.id, client: await h.signIn(user.email, user.password) };
  };
  const people = {
    author: await person(acme.id, "user", "Ada"),
    colleague: await person(acme.id, "user", "Cole"),
    recipient: await person(acme.id, "user", "Rita"),
    teamMember: await person(acme.id, "user", "Tom"),
    admin: await person(acme.id, "organization_admin", "Adele"),
    quiet: await person(acme.id, "user", "Quinn"),
    outsider: await person(globex.id, "organization_admin", "Otto"),
    noModule: await person(initech.id, "user", "Nina"),
  };
  const [buyers] = await db
    .insert(teams)
    .values({ organizationId: acme.id, name: "Buyers" })
    .returning();
  if (!buyers) throw new Error("team not created");
  await db.insert(teamMemberships).values({ teamId: buyers.id, userId: people.teamMember.id });
  const company = await buildCompany(db);
  return { acme, globex, initech, people, buyers, company };
}

/** A top-level portfolio of the organisation, shared with the named users only. */
export async function buildPortfolio(
  h: Harness,
  organizationId: string,
  userIds: readonly string[],
) {
  const db = h.database.db;
  const [portfolio] = await db
    .insert(portfolios)
    .values({ organizationId, slug: `p-${crypto.randomUUID()}`, name: "Key suppliers" })
    .returning();
  if (!portfolio) throw new Error("portfolio not created");
  await db.insert(portfolioAccess).values(
    userIds.map((id) => ({
      organizationId,
      portfolioId: portfolio.id,
      actorType: "user" as const,
      actorId: id,
      editable: true,
    })),
  );
  return portfolio;
}

export type UploadFile = { name: string; data: Buffer | (() => AsyncIterable<Buffer>) };

/**
 * A multipart body as a stream: the `type` field, then the files. Generated files are never
 * held whole, so a 50 MB upload costs the test no 50 MB buffer.
 */
export function multipartBody(type: string | null, files: readonly UploadFile[]) {
  const boundary = `----tierwise${crypto.randomUUID().replaceAll("-", "")}`;
  async function* parts() {
    if (type !== null) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`,
      );
    }
    for (const file of files) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      if (Buffer.isBuffer(file.data)) yield file.data;
      else yield* file.data();
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(parts()),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const cookieOf = (client: TestClient | null) =>
  client?.cookie ? { cookie: `${sessionCookieName}=${client.cookie}` } : {};

/** POST /upload-attachments as the client (null: signed out). */
export async function upload(
  h: Harness,
  client: TestClient | null,
  files: readonly UploadFile[],
  type: string | null = "comment-attachment",
) {
  const body = multipartBody(type, files);
  const response = await h.app.inject({
    method: "POST",
    url: "/upload-attachments",
    headers: { ...body.headers, ...cookieOf(client) },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

/** GET a file route as the client. */
export async function download(h: Harness, client: TestClient | null, url: string) {
  const response = await h.app.inject({ method: "GET", url, headers: cookieOf(client) });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

/** A one-paragraph document, optionally mentioning people ({ type, id, displayName }). */
export function doc(text: string, ...mentions: { type: string; id: string; name: string }[]) {
  return [
    {
      type: "paragraph",
      children: [
        { text },
        ...mentions.flatMap((m) => [
          {
            type: m.type,
            id: m.id,
            displayName: m.name,
            ...(m.type === "user-mention" ? { email: `${m.name}@example.test` } : {}),
            children: [{ text: "" }],
          },
          { text: " " },
        ]),
      ],
    },
  ];
}
