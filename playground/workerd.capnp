# The playground's worker in workerd, as Cloudflare would run it:
#   pnpm worker     (builds, then: workerd serve workerd.capnp)
# Another address: workerd serve workerd.capnp --socket-addr http=127.0.0.1:9000
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [ (name = "playground", worker = .playground) ],
  sockets = [ (name = "http", address = "127.0.0.1:8787", http = (), service = "playground") ],
);

const playground :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "dist/worker.js") ],
  compatibilityDate = "2026-11-17",
);
