import { ColorInput, MantineProvider, MultiSelect } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appTheme } from "./app-theme.ts";
import { contrast, minimumTextContrast } from "./readable-palette.ts";

describe("appTheme", () => {
  it("names the colour picker's sliders, also in a ColorInput's dropdown", async () => {
    render(
      <MantineProvider theme={appTheme("#c92a2a")}>
        <ColorInput label="Brand colour" format="hex" defaultValue="#c92a2a" />
      </MantineProvider>,
    );
    fireEvent.focus(screen.getByRole("textbox", { name: "Brand colour" }));
    // The names only: jsdom's popover may already be fading out (display: none) when asked.
    await screen.findAllByRole("slider", { hidden: true });
    const names = screen
      .getAllByRole("slider", { hidden: true })
      .map((slider) => slider.getAttribute("aria-label"));
    expect(names).toEqual(["Saturation and brightness", "Hue"]);
  });

  it.each(["#c92a2a", "#0b7285", "#5f3dc4"])(
    "lets links in the brand colour %s read on its light tint",
    (brand) => {
      const theme = appTheme(brand);
      const shades = theme.colors?.brand ?? [];
      const shade =
        typeof theme.primaryShade === "number" ? theme.primaryShade : theme.primaryShade?.light;
      const primary = shades[shade ?? 6];
      expect(primary).toBeDefined();
      expect(contrast(primary as string, shades[1] as string)).toBeGreaterThanOrEqual(
        minimumTextContrast,
      );
    },
  );

  it.each(["#c92a2a", "#0b7285", "#5f3dc4", "#1c7ed6", "#fab005"])(
    "lets a light button in the brand colour %s read at rest and under the pointer",
    (brand) => {
      const shades = appTheme(brand).colors?.brand ?? [];
      // Mantine's light variant: text shade 9 on shade 1, and on shade 2 when hovered.
      expect(contrast(shades[9] as string, shades[1] as string)).toBeGreaterThanOrEqual(
        minimumTextContrast,
      );
      expect(contrast(shades[9] as string, shades[2] as string)).toBeGreaterThanOrEqual(
        minimumTextContrast,
      );
    },
  );

  it("gives a brand colour that reads under 4.5:1 even on white a white tint", () => {
    expect(appTheme("#1c7ed6").colors?.brand?.[1]).toBe("#ffffff");
  });

  it("scrolls a select's options in the listbox itself, which the combobox controls", async () => {
    render(
      <MantineProvider theme={appTheme(null)}>
        <MultiSelect
          label="Members"
          data={Array.from({ length: 40 }, (_, index) => `Person ${index + 1}`)}
          placeholder="Pick people"
          searchable
        />
      </MantineProvider>,
    );
    const input = screen.getByPlaceholderText("Pick people");
    fireEvent.click(input);
    const listbox = await screen.findByRole("listbox", { hidden: true });
    expect(listbox.style.overflowY).toBe("auto");
    expect(listbox.style.maxHeight).not.toBe("");
    expect(listbox.querySelector(".mantine-ScrollArea-viewport")).toBeNull();
  });
});
