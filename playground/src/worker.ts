/**
 * The playground as a Cloudflare-style worker: the same Fetch-API app as the
 * Node server, bundled into one ES module that workerd runs as is. Nothing in
 * it may compile code at run time (workerd refuses `eval`/`new Function`).
 */
import { handleRequest } from "./app.js";

export default {
  fetch(request: Request): Promise<Response> {
    return handleRequest(request);
  },
};
