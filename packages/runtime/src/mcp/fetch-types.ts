/**
 * The fetch API's types as the compiling project declares them (DOM,
 * @types/node, Workers types), and `never` where it declares none, so these
 * declarations compile in any project, as the generated declaration file
 * does. The code itself uses the globals every edge runtime and Node 20 have.
 */
export type FetchRequest = typeof globalThis extends { Request: { prototype: infer T } } ? T : never;
export type FetchResponse = typeof globalThis extends { Response: { prototype: infer T } } ? T : never;
export type FetchURL = typeof globalThis extends { URL: { prototype: infer T } } ? T : never;
/** A `ReadableStream` of bytes. */
export type ByteStream = typeof globalThis extends { ReadableStream: { prototype: infer T } } ? T : never;
