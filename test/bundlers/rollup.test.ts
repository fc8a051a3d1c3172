import { describeBundler } from "../helpers/bundler-suite.js";

describeBundler("rollup");
