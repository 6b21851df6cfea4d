import { useNavigation } from "react-router";
import classes from "./shell.module.css";

/** A thin bar at the top while the next route loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className={classes.progress} role="progressbar" aria-label="Loading page" />;
}
