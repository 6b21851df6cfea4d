import type { DataPackage } from "@tierwise/common/company-profile";
import type { SubscriptionSet } from "./subscription-sets.graphql.ts";

export const dataPackageLabels: Record<DataPackage, string> = {
  reports: "Reports",
  financials: "Financials",
  compliance: "Compliance",
  cyber: "Cyber",
  esg: "ESG",
};

/** A package the server names that this build does not know is shown as named. */
export function dataPackageLabel(name: string): string {
  return Object.hasOwn(dataPackageLabels, name) ? dataPackageLabels[name as DataPackage] : name;
}

/** "3 of 10 seats available", "No seat left (10)" or "No limit". */
export function seatsLabel(set: Pick<SubscriptionSet, "companyLimit" | "availableSeats">): string {
  if (set.companyLimit === null) return "No limit";
  const available = Math.max(0, set.availableSeats ?? 0);
  if (available === 0) return `No seat left (limit ${set.companyLimit})`;
  return `${available} of ${set.companyLimit} seats available`;
}
