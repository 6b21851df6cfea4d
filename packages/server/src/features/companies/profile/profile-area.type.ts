import { profileAreaKeys } from "@tierwise/common/company-profile";
import { builder } from "../../../graphql/builder.ts";
import type { ShownArea } from "./profile-areas.service.ts";

export const ProfileAreaKeyEnum = builder.enumType("ProfileAreaKey", { values: profileAreaKeys });

type Alternative = ShownArea["alternatives"][number];
const ProviderFetchType = builder.objectRef<Alternative>("ProviderFetch").implement({
  fields: (t) => ({
    source: t.exposeString("source"),
    fetchedAt: t.expose("fetchedAt", { type: "DateTime" }),
  }),
});

export const ProfileAreaType = builder.objectRef<ShownArea>("ProfileArea").implement({
  description:
    "One profile area as shown: the records of the provider that wins by priority, with the other providers that also hold it.",
  fields: (t) => ({
    area: t.field({ type: ProfileAreaKeyEnum, resolve: (a) => a.area }),
    source: t.exposeString("source"),
    fetchedAt: t.expose("fetchedAt", { type: "DateTime" }),
    records: t.field({
      type: "JSON",
      description:
        "Records shaped as profileRecordSchemas[area] in @tierwise/common/company-profile.",
      resolve: (a) => a.records,
    }),
    alternatives: t.field({ type: [ProviderFetchType], resolve: (a) => a.alternatives }),
  }),
});
