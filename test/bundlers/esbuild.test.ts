import { describeBundler } from "../helpers/bundler-suite.js";

describeBundler("esbuild");
