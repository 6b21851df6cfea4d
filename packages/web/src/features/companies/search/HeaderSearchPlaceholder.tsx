import classes from "./header-search-placeholder.module.css";

export const headerSearchLabel = "Search companies";

/**
 * What the header shows until the real search box has loaded: a plain input with the same
 * name and look. Reaching for it asks for the real one, which takes over the typed text and
 * the focus.
 */
export function HeaderSearchPlaceholder(props: {
  value: string;
  onChange: (value: string) => void;
  onWanted: () => void;
  onFocusChange: (hasFocus: boolean) => void;
}) {
  return (
    <search aria-label="Company search" className={classes.form}>
      <input
        className={classes.input}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={headerSearchLabel}
        placeholder={headerSearchLabel}
        autoComplete="off"
        maxLength={200}
        value={props.value}
        onChange={(event) => {
          props.onChange(event.currentTarget.value);
          props.onWanted();
        }}
        onFocus={() => {
          props.onFocusChange(true);
          props.onWanted();
        }}
        onBlur={() => props.onFocusChange(false)}
        onPointerEnter={props.onWanted}
      />
    </search>
  );
}
