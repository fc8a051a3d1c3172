// A webpack loader that strips types from `.ts` modules with esbuild (see ts-transpile.ts).
const { transform } = require("esbuild");

module.exports = function esbuildTsLoader(source, inputMap) {
  const callback = this.async();
  transform(source, { loader: "ts", format: "esm", target: "es2022", sourcemap: true, sourcefile: this.resourcePath })
    .then((out) => callback(null, out.code, JSON.parse(out.map)))
    .catch(callback);
  void inputMap;
};
