/**
 * Account tools. This module has no `"use tools"` directive: only the
 * functions tagged `@tool` are tools.
 */
import type { Int, Max, Min, ToolContext } from "unplugin-toolcall/types";
import type { Order, OrderStatus, Reminder, RequestContext, Snowflake, User } from "./types.js";

// Ids above 2^53: a JS number would round them, so they are bigints throughout.
const USERS: User[] = [
  { id: 1161740049382842369n, name: "Ada Lovelace", email: "ada@example.com", createdAt: new Date("2019-08-14T21:03:11Z") },
  { id: 1161740049382842370n, name: "Alan Turing", email: "alan@example.com", createdAt: new Date("2019-08-14T21:03:12Z") },
];

const ORDERS: Record<string, Order[]> = {
  "1161740049382842369": [
    { id: "A-1001", status: "delivered", totalCents: 4_250 },
    { id: "A-1002", status: "shipped", totalCents: 1_999 },
    { id: "A-1003", status: "open", totalCents: 12_000 },
  ],
};

/**
 * Look up a user account by its id.
 * @tool get_user
 */
export function getUser(id: Snowflake): User {
  const user = USERS.find((candidate) => candidate.id === id);
  // The message goes back to the model as `tool_failed`, so it says what to do.
  if (!user) throw new Error(`No user has id ${id}. Ask the user for their account id.`);
  return user;
}

/**
 * Set a reminder for the user at a given time.
 * @tool
 * @param note What to remind the user of.
 * @param at When to remind, with a time zone offset, e.g. "2026-03-01T09:00:00+01:00".
 */
export function setReminder(note: string, at: Date, ctx: ToolContext<RequestContext>): Reminder {
  if (at.getTime() < ctx.now.getTime()) throw new Error(`${at.toISOString()} is in the past; pick a later time.`);
  return { id: Math.abs(hashNote(note)) % 10_000, note, at, minutesFromNow: Math.round((at.getTime() - ctx.now.getTime()) / 60_000) };
}

/**
 * List the signed-in user's orders, newest first.
 * @tool list_my_orders
 * @param status Only orders in this state.
 * @param limit At most this many orders.
 */
export async function listMyOrders(
  ctx: ToolContext<RequestContext>,
  status?: OrderStatus,
  limit: Int & Min<1> & Max<50> = 10,
): Promise<Order[]> {
  if (!ctx.userId) throw new Error("Nobody is signed in; ask the user to sign in first.");
  const orders = ORDERS[ctx.userId] ?? [];
  return orders.filter((order) => !status || order.status === status).reverse().slice(0, limit);
}

function hashNote(note: string): number {
  let hash = 7;
  for (const char of note) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}
