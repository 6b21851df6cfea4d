import type { Server } from "node:http";

/** Serves this folder's .js bundles with CORS on 127.0.0.1:port (serve.js). */
export function serveDashboardBundles(port: number): Promise<Server>;
