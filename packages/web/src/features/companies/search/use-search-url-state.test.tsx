import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { withFacet } from "./search-url-state.ts";
import { useSearchUrlState } from "./use-search-url-state.ts";

function Harness() {
  const { state, setState } = useSearchUrlState();
  const chosen = state.params.facets.statuses ?? [];
  return (
    <label>
      <input
        type="checkbox"
        checked={chosen.includes("active")}
        onChange={(event) =>
          setState(withFacet(state, "statuses", event.currentTarget.checked ? ["active"] : []))
        }
      />
      Active
    </label>
  );
}

describe("useSearchUrlState", () => {
  it("shows a requested change at once, before the route's loader has finished", async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const router = createMemoryRouter(
      [
        {
          path: "/search",
          Component: Harness,
          loader: () => {
            loads += 1;
            // The first load (initial entry) passes; later ones wait until released.
            return loads === 1
              ? null
              : new Promise<null>((resolve) => {
                  release = () => resolve(null);
                });
          },
        },
      ],
      { initialEntries: ["/search"] },
    );
    render(<RouterProvider router={router} />);
    const box = (await screen.findByRole("checkbox", { name: "Active" })) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(router.state.location.search).toBe("");
    await act(async () => release());
    await waitFor(() => expect(router.state.location.search).toBe("?statuses=active"));
    expect(box.checked).toBe(true);
  });
});
