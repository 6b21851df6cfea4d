import { fireEvent, screen } from "@testing-library/react";
import type { NumericRange, RangeInputType } from "@tierwise/common/range-input";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../app/testing/render-with-session.tsx";
import { buildSession } from "../app/testing/session-fixtures.ts";
import { RangeInput } from "./RangeInput.tsx";

type Setup = { type?: RangeInputType; min?: number; max?: number; initial?: NumericRange };

function setup({ type = "INT", min = 0, max = 500_000, initial }: Setup = {}) {
  const changes: NumericRange[] = [];
  const onChange = vi.fn((range: NumericRange) => changes.push(range));
  function Harness() {
    const [value, setValue] = useState<NumericRange>(initial ?? { lower: min, upper: max });
    return (
      <RangeInput
        label="Employees"
        type={type}
        min={min}
        max={max}
        value={value}
        onChange={(range) => {
          onChange(range);
          setValue(range);
        }}
      />
    );
  }
  renderWithSession(<Harness />, buildSession());
  return {
    lower: screen.getByLabelText("Employees from") as HTMLInputElement,
    upper: screen.getByLabelText("Employees to") as HTMLInputElement,
    changes,
    onChange,
  };
}

function typeAndBlur(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe("RangeInput", () => {
  it("labels both fields after the metric and shows '+' on the upper at the maximum", () => {
    const { lower, upper } = setup();
    expect(lower.value).toBe("0");
    expect(upper.value).toBe("500,000+");
  });

  it("drops the '+' once the upper is below the maximum", () => {
    const { upper, changes } = setup();
    typeAndBlur(upper, "1200");
    expect(changes).toEqual([{ lower: 0, upper: 1200 }]);
    expect(upper.value).toBe("1,200");
  });

  it("clamps each value to the bounds", () => {
    const { lower, upper, changes } = setup({
      min: 10,
      max: 1000,
      initial: { lower: 20, upper: 50 },
    });
    typeAndBlur(upper, "5000");
    expect(changes.at(-1)).toEqual({ lower: 20, upper: 1000 });
    expect(upper.value).toBe("1,000+");
    typeAndBlur(lower, "-3");
    expect(changes.at(-1)).toEqual({ lower: 10, upper: 1000 });
    expect(lower.value).toBe("10");
  });

  it("does not let the lower exceed the upper", () => {
    const { lower, changes } = setup({ initial: { lower: 10, upper: 500 } });
    typeAndBlur(lower, "900");
    expect(changes).toEqual([{ lower: 500, upper: 500 }]);
    expect(lower.value).toBe("500");
  });

  it("does not let the upper go below the lower", () => {
    const { upper, changes } = setup({ initial: { lower: 300, upper: 500 } });
    typeAndBlur(upper, "100");
    expect(changes).toEqual([{ lower: 300, upper: 300 }]);
    expect(upper.value).toBe("300");
  });

  it("resets a cleared field to its bound", () => {
    const { lower, upper, changes } = setup({ initial: { lower: 300, upper: 500 } });
    typeAndBlur(lower, "");
    expect(changes.at(-1)).toEqual({ lower: 0, upper: 500 });
    typeAndBlur(upper, "   ");
    expect(changes.at(-1)).toEqual({ lower: 0, upper: 500_000 });
    expect(upper.value).toBe("500,000+");
  });

  it("treats unreadable text as a cleared field", () => {
    const { lower, changes } = setup({ initial: { lower: 300, upper: 500 } });
    typeAndBlur(lower, "lots");
    expect(changes).toEqual([{ lower: 0, upper: 500 }]);
  });

  it("commits on Enter and not while typing", () => {
    const { lower, onChange } = setup();
    fireEvent.change(lower, { target: { value: "25" } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(lower, { key: "Enter", code: "Enter" });
    expect(onChange).toHaveBeenCalledWith({ lower: 25, upper: 500_000 });
  });

  it("rounds INT values and reads thousands separators and the '+'", () => {
    const { lower, upper, changes } = setup();
    typeAndBlur(lower, "1,234.6");
    expect(changes.at(-1)).toEqual({ lower: 1235, upper: 500_000 });
    typeAndBlur(upper, "2,000+");
    expect(changes.at(-1)).toEqual({ lower: 1235, upper: 2000 });
  });

  it("keeps FLOAT decimals", () => {
    const { lower, changes } = setup({ type: "FLOAT", min: -5, max: 15 });
    typeAndBlur(lower, "-2.75");
    expect(changes).toEqual([{ lower: -2.75, upper: 15 }]);
    expect(lower.value).toBe("-2.75");
  });

  it("accepts a trailing % on PERCENT values", () => {
    const { lower, upper, changes } = setup({ type: "PERCENT", min: 0, max: 100 });
    expect(upper.value).toBe("100+");
    typeAndBlur(lower, "12.5%");
    expect(changes).toEqual([{ lower: 12.5, upper: 100 }]);
  });

  it("reports nothing when the committed range is unchanged", () => {
    const { upper, onChange } = setup();
    typeAndBlur(upper, "9999999");
    expect(onChange).not.toHaveBeenCalled();
    expect(upper.value).toBe("500,000+");
  });
});
