/**
 * `npm run dev`: the server in development mode (GraphiQL, introspection, suggestions on) on
 * :3000 and Vite's dev server with hot reload on :5173, which proxies /graphql to the server.
 */
import { spawn } from "node:child_process";

const children = [
  spawn("node", ["--watch", "packages/server/src/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
  spawn("npx", ["vite", "packages/web", "--port", "5173"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
