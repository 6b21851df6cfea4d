import type { RouteObject } from "react-router";

/** Side-by-side comparison (/compare). */
export const compareRoutes: RouteObject[] = [];
