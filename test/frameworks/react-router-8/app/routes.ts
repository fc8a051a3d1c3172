import { type RouteConfig, route } from "@react-router/dev/routes";

export default [route("api/tools", "routes/api.tools.ts")] satisfies RouteConfig;
