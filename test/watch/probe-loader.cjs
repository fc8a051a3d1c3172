// A webpack loader for the differential watch test: records the text of the
// virtual:tools module as the plugin served it, and passes it on unchanged.
module.exports = function probeLoader(source, map) {
  if (this.resourcePath.includes("virtual")) globalThis.__toolcallProbe.text = String(source);
  this.callback(null, source, map);
};
