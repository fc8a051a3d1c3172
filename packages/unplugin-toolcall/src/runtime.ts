/**
 * The run time the generated `virtual:tools` module imports, shipped inside
 * this package (see docs/decisions.md, "One package"). The plugin points
 * the generated module at this file by its absolute path, resolved from the
 * plugin itself, so it resolves whatever the project's layout. Not an API of
 * its own: its exports follow the generated code.
 */
export * from "@toolcall/runtime";
