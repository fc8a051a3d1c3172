// A webpack loader for the differential watch test: records the text of the
// virtual:tools index and of each of its parts as the plugin served them, and
// passes it on unchanged.
module.exports = function probeLoader(source, map) {
  const id = /virtual:tools(?:\/part\/[0-9a-f]+)?$/.exec(decodeURIComponent(this.resourcePath.replace(/\\/g, "/")));
  if (id) globalThis.__toolcallProbe.texts.set(id[0], String(source));
  this.callback(null, source, map);
};
