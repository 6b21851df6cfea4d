import { hasPermission, type PolicyActor } from "./policy-actor.ts";

export const tagsPolicy = {
  "tags.read": (actor: PolicyActor) => hasPermission(actor, "read:tag"),
  "tags.create": (actor: PolicyActor) => hasPermission(actor, "create:tag"),
  "tags.update": (actor: PolicyActor) => hasPermission(actor, "create:tag"),
  "tags.delete": (actor: PolicyActor) => hasPermission(actor, "delete:tag"),
};
