import type { CaseGsca } from "@tierwise/common/cases";
import type { CaseGscaInput } from "@tierwise/common/inputs/cases";
import { can } from "@tierwise/common/policy/can";
import type { TenantActor } from "../../core/actor.ts";
import { ForbiddenError } from "../../core/errors.ts";
import { fieldError } from "../../core/parse-input.ts";

export type StoredGsca = { gsca: CaseGsca | null; gscaEnabled: boolean };

/**
 * GSCA as a case stores it, from the parsed input (the schema has already required locations,
 * themes and sub-themes when enabled, and dropped sub-themes of unselected themes). GSCA needs
 * the organisation's GSCA compliance and a case about a company or DUNS number (spec 2 §2).
 * Unchecking keeps what was entered with `enabled: false` (spec 2 §4); null clears it.
 */
export function gscaToStore(
  actor: TenantActor,
  gsca: CaseGscaInput | null,
  aboutSupplier: boolean,
): StoredGsca {
  if (!gsca) return { gsca: null, gscaEnabled: false };
  const allowed = can(actor, "cases.gsca");
  if (gsca.enabled && !allowed)
    throw new ForbiddenError("GSCA is not switched on for this organisation.");
  if (gsca.enabled && !aboutSupplier)
    throw fieldError("gsca", "GSCA needs a case about a company or a DUNS number.");
  if (!allowed) return { gsca: null, gscaEnabled: false };
  return {
    gsca: {
      enabled: gsca.enabled,
      locations: gsca.locations,
      type: gsca.type,
      themes: gsca.themes,
      subThemes: gsca.subThemes,
    },
    gscaEnabled: gsca.enabled,
  };
}
