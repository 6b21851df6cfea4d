/**
 * The browser tests drive Debian's Chromium (e2e/playwright.config.ts, executablePath). Without
 * it every browser test fails one by one after the build, so `npm test` checks first: it installs
 * Chromium where it may (root with apt-get, as .ci/run does), otherwise it stops with the command.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

/** Must match executablePath in e2e/playwright.config.ts. */
export const chromiumPath = "/usr/bin/chromium";

const installCommand =
  "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium";

export type ChromiumCheck = { ok: true; installed: boolean } | { ok: false; message: string };

/** The machine, as the check sees it; tests pass their own. */
export type ChromiumHost = {
  path: string;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs the install; true when it exited 0. */
  install: () => boolean;
};

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function thisMachine(): ChromiumHost {
  return {
    path: chromiumPath,
    isRoot: process.getuid?.() === 0,
    hasAptGet: spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0,
    install: () => spawnSync(installCommand, { shell: true, stdio: "inherit" }).status === 0,
  };
}

export function ensureChromium(host: ChromiumHost = thisMachine()): ChromiumCheck {
  if (isExecutable(host.path)) return { ok: true, installed: false };
  if (host.isRoot && host.hasAptGet) {
    console.log(`Chromium is missing at ${host.path}; installing Debian's chromium…`);
    if (host.install() && isExecutable(host.path)) return { ok: true, installed: true };
    return {
      ok: false,
      message: `Installing Chromium failed (${installCommand}); ${host.path} is still missing.`,
    };
  }
  return {
    ok: false,
    message: [
      `The browser tests need Chromium at ${host.path}, and it is not there. Install it with:`,
      "",
      "  sudo apt-get install -y chromium",
      "",
      "then run npm test again (or npm test -- typecheck lint drift unit integration to skip them).",
    ].join("\n"),
  };
}
