// Writes packages/common/src/countries.generated.ts from the world-countries package.
const fs = require("node:fs");
const path = require("node:path");
const countries = require("world-countries/countries.json");
const rows = countries.map((c) => [c.cca2, c.name.common]).sort((a, b) => a[0].localeCompare(b[0]));
let out =
  "// Generated from the world-countries package (ISO 3166-1 alpha-2 → common English name).\n// Regenerate with: node scripts/generate-countries.cjs\nexport const countryNames: Readonly<Record<string, string>> = {\n";
for (const [code, name] of rows) out += `  ${code}: ${JSON.stringify(name)},\n`;
out += "};\n";
fs.writeFileSync(path.join(__dirname, "../packages/common/src/countries.generated.ts"), out);
