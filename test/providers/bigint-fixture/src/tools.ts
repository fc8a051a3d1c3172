"use tools";
import type { Wire } from "unplugin-toolcall/types";

/** A 64-bit id, sent as a decimal string. */
export type Snowflake = bigint & Wire<"string">;

export interface Account {
  id: Snowflake;
  /** A plain bigint: a JSON integer. */
  balance: bigint;
  friends: Snowflake[];
  parent: Snowflake | null;
  tags: Record<string, Snowflake>;
}

/** A tree of ids (recursive: `$defs`/`$ref`). */
export interface Node {
  id: Snowflake;
  children: Node[];
}

/** An account, its ids beyond 2^53. */
export function get_account(): Account {
  return {
    id: 1161740049382842369n,
    balance: 12n,
    friends: [1161740049382842370n, 7n],
    parent: null,
    tags: { owner: 9007199254740993n },
  };
}

/** The root of an id tree. */
export function id_tree(): Node {
  return { id: 9007199254740993n, children: [{ id: 2n ** 63n, children: [] }] };
}

/** One id (not an object: wrapped as `{ result }`). */
export function one_id(): Snowflake {
  return 1161740049382842369n;
}

/** Ids or nothing. */
export function maybe_ids(): Snowflake[] | null {
  return [-1161740049382842369n];
}

/** The total supply, exactly: a plain bigint beyond 2^53. */
export function supply(): bigint {
  return 2n ** 70n;
}

/** A transfer: by account id (a string on the wire) or by a plain bigint amount. */
export type Event = { kind: "account"; value: Snowflake } | { kind: "amount"; value: bigint };

/** Events in a union of object types: each bigint takes its own branch's form. */
export function events(): Event[] {
  return [
    { kind: "account", value: 5n },
    { kind: "amount", value: 5n },
    { kind: "account", value: 1161740049382842369n },
  ];
}

/** A tuple (`prefixItems`): a Wire<"string"> id, then a plain bigint. */
export function id_pair(): [Snowflake, bigint] {
  return [18446744073709551615n, 5n];
}

/** An order by its 64-bit id, a plain bigint: exact from JSON text, rounded by an SDK that parses first. */
export function get_order(id: bigint, ref?: Snowflake): { id: bigint; ref: Snowflake | null } {
  return { id, ref: ref ?? null };
}
