import { SegmentedControl } from "@mantine/core";

type ArchivedSwitchProps = {
  /** Names the control for screen readers. */
  label: string;
  /** What the not-archived side is called ("Active", "Saved"). */
  activeLabel: string;
  archived: boolean;
  onChange: (archived: boolean) => void;
  w?: string;
};

/** Switches a saved-items list between its active and its archived items. */
export function ArchivedSwitch({ label, activeLabel, archived, onChange, w }: ArchivedSwitchProps) {
  return (
    <SegmentedControl
      aria-label={label}
      data={[
        { value: "active", label: activeLabel },
        { value: "archived", label: "Archived" },
      ]}
      value={archived ? "archived" : "active"}
      onChange={(value) => onChange(value === "archived")}
      w={w}
    />
  );
}
