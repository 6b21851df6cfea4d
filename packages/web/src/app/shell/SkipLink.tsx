import classes from "./shell.module.css";

/** First focusable element: jumps past the header and navigation. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href="#main-content">
      Skip to content
    </a>
  );
}
