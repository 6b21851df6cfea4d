import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRiskUi } from "../risk-fixtures.tsx";
import { acme, hubMocks } from "./hub-fixtures.ts";
import { RiskHubPage } from "./RiskHubPage.tsx";

type ConfigOption = { name: string };
type ConfigAnswer = { data: { riskConfigs: ConfigOption[] } };

/** The page's reads, the default configuration named as the demo data names it. */
function mocksWithDefaultNamed(name: string) {
  const [configs, ...rest] = hubMocks([acme]);
  if (!configs || !("result" in configs)) throw new Error("no configurations mock");
  const answer = configs.result as ConfigAnswer;
  const riskConfigs = answer.data.riskConfigs.map((config, index) =>
    index === 0 ? { ...config, name } : config,
  );
  return [{ ...configs, result: { data: { ...answer.data, riskConfigs } } }, ...rest];
}

describe("the risk configuration selector", () => {
  it("is wide enough for its longest option, and so is its list", async () => {
    renderRiskUi(<RiskHubPage />, { mocks: mocksWithDefaultNamed("Default Risk Hub") });
    const input = (await screen.findByRole("combobox", {
      name: "Risk configuration",
    })) as HTMLInputElement;
    await screen.findByDisplayValue("Default Risk Hub (default)");
    const root = input.closest<HTMLElement>(".mantine-Select-root");
    const width = Number.parseFloat(root?.style.width ?? "");
    // The label in ch, plus room for the padding and the chevron.
    expect(root?.style.width).toMatch(/ch$/);
    expect(width).toBeGreaterThanOrEqual("Default Risk Hub (default)".length + 4);
    fireEvent.click(input);
    const option = await screen.findByRole("option", {
      name: "Default Risk Hub (default)",
      hidden: true,
    });
    const dropdown = option.closest<HTMLElement>(".mantine-Select-dropdown");
    expect(dropdown?.style.width).toBe("max-content");
  });
});
