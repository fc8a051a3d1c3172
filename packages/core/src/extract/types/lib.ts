import { parseSourceFile, type SourceFile } from "../source-file.js";

/**
 * The utility types of TypeScript's lib, written as TypeScript writes them:
 * they are read by the same mapped and conditional type evaluation as user
 * code, not special-cased. (Constraints that only check the arguments, like
 * `K extends keyof any`, are left out.)
 */
const LIB = `
type Partial<T> = { [P in keyof T]?: T[P] };
type Required<T> = { [P in keyof T]-?: T[P] };
type Readonly<T> = { readonly [P in keyof T]: T[P] };
type Pick<T, K extends keyof T> = { [P in K]: T[P] };
type Record<K, T> = { [P in K]: T };
type Exclude<T, U> = T extends U ? never : T;
type Extract<T, U> = T extends U ? T : never;
type Omit<T, K> = Pick<T, Exclude<keyof T, K>>;
type NonNullable<T> = T & {};
type PropertyKey = string | number | symbol;
`;

export const LIB_PATH = "toolcall:lib.d.ts";

let lib: SourceFile | undefined;

/** The lib declarations, parsed once per process. */
export function libFile(): SourceFile {
  return (lib ??= parseSourceFile(LIB_PATH, LIB));
}
