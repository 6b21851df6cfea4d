import { configure } from "@testing-library/react";

// Two cores run several test files at once; lazy pages can take over a second to appear.
configure({ asyncUtilTimeout: 5000 });
