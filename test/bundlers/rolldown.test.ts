import { describeBundler } from "../helpers/bundler-suite.js";

describeBundler("rolldown");
