import { createContext, useContext } from "react";
import type { CompanyRouteData } from "./company-loaders.ts";

/** The company a profile page shows, provided by the layout to every sub-page. */
export const CompanyProfileContext = createContext<CompanyRouteData | null>(null);

export function useCompanyProfile(): CompanyRouteData {
  const value = useContext(CompanyProfileContext);
  if (!value) throw new Error("useCompanyProfile is used outside a company profile page");
  return value;
}
