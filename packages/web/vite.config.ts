import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompileGraphql } from "./src/app/apollo/precompile-graphql.ts";

const documentHelper = fileURLToPath(
  new URL("./src/app/apollo/document-with-fragments.ts", import.meta.url),
);

/** Parses gql`...` documents at build time: the GraphQL parser stays out of the bundle. */
function precompiledGraphql(): Plugin {
  return {
    name: "tierwise-precompiled-graphql",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      const output = precompileGraphql(code, documentHelper);
      return output === null ? null : { code: output, map: null };
    },
  };
}

/**
 * JavaScript budget (gzipped) for the first screens: the entry chunk plus everything a page's
 * chunks import statically. The build fails when a budget is exceeded.
 */
const budgetBytes = 250 * 1024;
const budgets = [
  { name: "/login", pages: ["src/features/auth/LoginPage.tsx"] },
  {
    name: "shell after sign-in (/)",
    pages: ["src/app/shell/ShellLayout.tsx", "src/app/home/HomePage.tsx"],
  },
];

function bundleBudget(): Plugin {
  return {
    name: "tierwise-bundle-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const gzipped = new Map<string, number>();
      const size = (file: string) => {
        let value = gzipped.get(file);
        if (value === undefined) {
          value = gzipSync(byFile.get(file)?.code ?? "").length;
          gzipped.set(file, value);
        }
        return value;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      for (const budget of budgets) {
        const roots = budget.pages.map((page) =>
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page)),
        );
        if (!entry || roots.some((root) => !root)) {
          this.warn(`bundle budget: no chunk found for ${budget.name}`);
          continue;
        }
        const seen = new Set<string>();
        const stack = [entry.fileName, ...roots.map((root) => root?.fileName ?? "")];
        while (stack.length > 0) {
          const file = stack.pop() as string;
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        const total = [...seen].reduce((sum, file) => sum + size(file), 0);
        const line = `${budget.name}: ${(total / 1024).toFixed(1)} kB gzipped JS (budget ${budgetBytes / 1024} kB)`;
        if (total > budgetBytes) this.error(`bundle budget exceeded, ${line}`);
        console.log(`bundle budget ok, ${line}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [precompiledGraphql(), react(), bundleBudget()],
  server: {
    // The server answers these; everything else is the SPA (file pages poll, then fetch /file).
    proxy: {
      "/graphql": "http://localhost:3000",
      "/healthz": "http://localhost:3000",
      "^/(export-companies-download|pdf-download)/[^/]+/file$": "http://localhost:3000",
      "^/company-pdf/": "http://localhost:3000",
      "/upload-attachments": "http://localhost:3000",
      "^/attachments/[^/]+(/preview)?$": "http://localhost:3000",
      "/export-case": "http://localhost:3000",
      "^/(case-attachments|case-email-attachments)/": "http://localhost:3000",
    },
  },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 900 },
});
