// Temporary: the project's browser-test config with longer waits for a heavily loaded machine.
import base from "./playwright.config.ts";

export default { ...base, timeout: 300_000, expect: { timeout: 90_000 } };
