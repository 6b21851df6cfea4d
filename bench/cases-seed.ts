/**
 * The supplier cases benchmark's data (issue 12), made with INSERT … SELECT generate_series in
 * the database: one organisation with `count` cases, a fifth of them private (each with its
 * creator and a team on the access list, every fifth also the viewer), 200 members, 20 teams,
 * 50 tags (one to three a case), statuses, priorities, assignees (a tenth to teams), due dates
 * and creation dates over two years spread evenly. The viewer is a plain member in two teams.
 */
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Config } from "../packages/server/src/config.ts";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";
import { fileStoreFor } from "../packages/server/src/files/file-store.ts";
import { buildOrganization, buildUser } from "../packages/server/src/test/factories.ts";

const members = 200;
const teamCount = 20;
const tagCount = 50;

type Ids = { rows: { id: string }[] };
const idsOf = (result: unknown) => (result as Ids).rows.map((row) => row.id);

export type CasesBenchData = {
  organizationId: string;
  viewer: { id: string; email: string; password: string };
  tagIds: string[];
};

export async function seedCases(
  handle: DatabaseHandle,
  config: Config,
  count: number,
): Promise<CasesBenchData> {
  const db = handle.db;
  const organization = await buildOrganization(db, {
    name: "Bench Cases",
    settings: { featureFlags: { caseManagementEnabled: true, riskCategoryField: true } },
  });
  const org = organization.id;
  const viewer = await buildUser(db, config, {
    email: "cases-bench@bench.test",
    password: "Bench-Password-2026!",
    memberships: [{ organizationId: org, role: "user" }],
  });
  await db.execute(sql`
    insert into users (email, first_name, last_name, verified)
    select 'bench-case-user-' || n || '@bench.test', 'First' || n, 'Last' || n, true
    from generate_series(1, ${members}) as n`);
  await db.execute(sql`
    insert into memberships (user_id, organization_id, role)
    select id, ${org}, 'user' from users where email like 'bench-case-user-%'`);
  await db.execute(sql`
    insert into teams (organization_id, name)
    select ${org}, 'Bench team ' || lpad(n::text, 2, '0') from generate_series(1, ${teamCount}) as n`);
  await db.execute(sql`
    insert into team_memberships (team_id, user_id)
    select t.id, u.id
    from (select id, row_number() over (order by name) as k from teams where organization_id = ${org}) t
    join (select id, row_number() over (order by email) as k from users
          where email like 'bench-case-user-%') u on u.k % ${teamCount} = t.k - 1`);
  // The viewer is in the first two teams: private cases reach them directly and through teams.
  await db.execute(sql`
    insert into team_memberships (team_id, user_id)
    select id, ${viewer.id} from teams where organization_id = ${org} order by name limit 2`);
  const tagIds = idsOf(
    await db.execute(sql`
      insert into tags (organization_id, value)
      select ${org}, 'Bench tag ' || lpad(n::text, 2, '0') from generate_series(1, ${tagCount}) as n
      returning id`),
  );

  // Each attribute from its own hash of the case number: spread evenly, independent of one
  // another (a plain n % k for each would tie status, priority, tags and privacy together).
  await db.execute(sql`
    with u as (select array_agg(id order by email) as ids from users where email like 'bench-case-user-%'),
         t as (select array_agg(id order by name) as ids from teams where organization_id = ${org}),
         s as (select n, abs(hashtext('status' || n)) % 4 as status, abs(hashtext('assignee' || n)) as who,
                 now() - interval '730 days' * (${count} - n) / ${count} as created
               from generate_series(1, ${count}) as n)
    insert into supplier_cases (organization_id, row_number, title, description, description_text,
      status, priority, assignee_id, assigned_team_id, creator_id, due_date, created_at, updated_at,
      closed_at, private, supplier_tier, risk_sub_category, comment_count, task_count, closed_task_count)
    select ${org}, s.n,
      (array['Late delivery', 'Quality issue', 'Audit finding', 'Sanctions hit', 'Labour complaint'])[1 + s.n % 5]
        || ' ' || s.n,
      '[{"type":"paragraph","children":[{"text":"Found during the quarterly review."}]}]'::jsonb,
      'Found during the quarterly review.',
      (array['to_do', 'in_progress', 'complete', 'retired'])[1 + s.status],
      (array['low', 'medium', 'high'])[1 + abs(hashtext('priority' || s.n)) % 3],
      case when s.who % 10 = 9 then null else u.ids[1 + s.who % ${members}] end,
      case when s.who % 10 = 9 then t.ids[1 + s.who % ${teamCount}] end,
      u.ids[1 + abs(hashtext('creator' || s.n)) % ${members}],
      date '2026-01-01' + abs(hashtext('due' || s.n)) % 500,
      s.created,
      s.created + interval '1 hour' * (abs(hashtext('updated' || s.n)) % 500),
      case when s.status >= 2 then s.created + interval '9 days' end,
      abs(hashtext('private' || s.n)) % 5 = 0,
      array[1 + abs(hashtext('tier' || s.n)) % 3],
      array['forced-labour'],
      s.n % 7, s.n % 4, (s.n % 4) / 2
    from s, u, t`);
  await db.execute(sql`
    insert into case_row_numbers (organization_id, last_row_number) values (${org}, ${count})`);
  await db.execute(sql`
    with t as (select array_agg(id order by name) as ids from teams where organization_id = ${org})
    insert into case_access (case_id, organization_id, actor_type, actor_id)
    select c.id, c.organization_id, 'user', c.creator_id from supplier_cases c
    where c.organization_id = ${org} and c.private
    union all
    select c.id, c.organization_id, 'team', t.ids[1 + abs(hashtext('team' || c.row_number)) % ${teamCount}]
    from supplier_cases c, t where c.organization_id = ${org} and c.private
    union all
    select c.id, c.organization_id, 'user', ${viewer.id}::uuid from supplier_cases c
    where c.organization_id = ${org} and c.private and abs(hashtext('viewer' || c.row_number)) % 5 = 0
    on conflict do nothing`);
  // The case's copies are written here in the same pass; the trigger that would fill them row
  // by row (a locked lookup of the case each) is off for this one bulk insert only.
  await db.execute(sql`alter table case_tags disable trigger case_tags_copy_case`);
  await db.execute(sql`
    with g as (select array_agg(id order by value) as ids from tags where organization_id = ${org})
    insert into case_tags (case_id, tag_id, organization_id, status, priority, private, due_date,
      row_number)
    select c.id, g.ids[1 + abs(hashtext('tag' || c.row_number || ':' || k)) % ${tagCount}], c.organization_id,
      c.status, c.priority, c.private, c.due_date, c.row_number
    from supplier_cases c, g,
      generate_series(1, 1 + abs(hashtext('tags' || c.row_number)) % 3) as k
    where c.organization_id = ${org}
    on conflict do nothing`);
  await db.execute(sql`alter table case_tags enable trigger case_tags_copy_case`);
  // As autovacuum would have by the time a table holds a million cases: statistics, and the
  // visibility map that lets index-only scans skip the table (this server may run without it).
  await db.execute(sql`vacuum analyze supplier_cases, case_access, case_tags`);
  await db.execute(sql`analyze`);
  return {
    organizationId: org,
    viewer: { id: viewer.id, email: viewer.email, password: viewer.password },
    tagIds,
  };
}

/**
 * The case the export is measured on: a public case of the viewer's with 200 comments (the
 * viewer's own) and 50 small attachments on the case, its bytes in the local file store.
 */
export async function seedExportCase(
  handle: DatabaseHandle,
  config: Config,
  data: CasesBenchData,
): Promise<string> {
  const db = handle.db;
  const [created] = (
    await db.execute(sql`
      insert into supplier_cases (organization_id, row_number, title, description, description_text,
        creator_id, assignee_id)
      select ${data.organizationId}, last_row_number + 1, 'Export bench case',
        '[{"type":"paragraph","children":[{"text":"A case with a long feed and many files."}]}]'::jsonb,
        'A case with a long feed and many files.', ${data.viewer.id}, ${data.viewer.id}
      from case_row_numbers where organization_id = ${data.organizationId}
      returning id`)
  ).rows as { id: string }[];
  if (!created) throw new Error("export case not created");
  await db.execute(sql`
    update case_row_numbers set last_row_number = last_row_number + 1
    where organization_id = ${data.organizationId}`);
  await db.execute(sql`
    insert into comments (organization_id, author_id, document, case_id, created_at, updated_at)
    select ${data.organizationId}, ${data.viewer.id},
      jsonb_build_array(jsonb_build_object('type', 'paragraph', 'children',
        jsonb_build_array(jsonb_build_object('text', 'Update ' || n || ': the supplier answered and sent the next set of documents for review.')))),
      ${created.id}, now() - interval '1 minute' * n, now() - interval '1 minute' * n
    from generate_series(1, 200) as n`);
  const store = fileStoreFor(config);
  for (let n = 1; n <= 50; n += 1) {
    const bytes = Buffer.from(`row,value\n${"line,of evidence\n".repeat(200)}${n}\n`);
    const storeKey = `attachments/${data.organizationId}/${randomUUID()}`;
    await store.put(storeKey, Readable.from([bytes]), "text/csv");
    await db.execute(sql`
      insert into comment_attachments (organization_id, uploader_id, purpose, upload_key, store_key,
        file_name, size, content_type, case_id, claimed_at)
      values (${data.organizationId}, ${data.viewer.id}, 'comment-attachment', ${randomUUID()},
        ${storeKey}, ${`evidence-${n}.csv`}, ${bytes.length}, 'text/csv', ${created.id}, now())`);
  }
  return created.id;
}
