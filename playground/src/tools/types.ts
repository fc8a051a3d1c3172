/**
 * Domain types shared by the playground's tools. They live apart from the
 * tools and are imported with `import type`, so toolcall has to follow the
 * import to build the schemas and to find these descriptions.
 */
import type { Format, Int, Max, MaxLength, Min, MinLength, Wire } from "unplugin-toolcall/types";

/** Temperature unit: "c" for Celsius, "f" for Fahrenheit. */
export type TemperatureUnit = "c" | "f";

/** The weather expected on one day. */
export interface DailyForecast {
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  /** Lowest temperature of the day, in the requested unit. */
  low: number;
  /** Highest temperature of the day, in the requested unit. */
  high: number;
  /** Chance of rain, 0 to 100. */
  rainChance: Int & Min<0> & Max<100>;
  summary: "sunny" | "cloudy" | "rain" | "snow";
}

/** A forecast for one city. */
export interface Forecast {
  city: string;
  unit: TemperatureUnit;
  days: DailyForecast[];
}

/** What kind of place to look for. */
export type PlaceKind = "cafe" | "museum" | "park" | "restaurant";

/** Arguments of a place search. */
export interface PlaceSearch {
  /** Free text, e.g. "quiet cafe with wifi". */
  query: string & MinLength<1> & MaxLength<120>;
  /** Only places of this kind. */
  kind?: PlaceKind;
  /** How many results to return at most. */
  limit?: Int & Min<1> & Max<20>;
  /** Only places open now. */
  openNow?: boolean;
}

/** A place that matched a search. */
export interface Place {
  name: string;
  kind: PlaceKind;
  /** Average rating, 1 to 5. */
  rating: number;
  openNow: boolean;
}

/**
 * A user id: a 64-bit snowflake. Sent as a decimal string because 64-bit
 * integers do not survive JSON parsers that use doubles.
 */
export type Snowflake = bigint & Wire<"string">;

/** A user account. */
export interface User {
  id: Snowflake;
  /** Display name. */
  name: string;
  email: string & Format<"email">;
  /** When the account was created. */
  createdAt: Date;
}

/** A reminder the user asked for. */
export interface Reminder {
  id: Int;
  /** What to remind the user of. */
  note: string;
  /** When to remind, as an RFC 3339 date-time. */
  at: Date;
  /** Whole minutes from now until the reminder fires (negative when past). */
  minutesFromNow: Int;
}

/** State of an order. */
export type OrderStatus = "open" | "shipped" | "delivered" | "cancelled";

/** One of the signed-in user's orders. */
export interface Order {
  id: string;
  status: OrderStatus;
  /** Total in cents, to avoid rounding money. */
  totalCents: Int;
}

/** What the server knows about a request, passed to tools as their context. */
export interface RequestContext {
  /** The signed-in user, from the `x-user-id` header; absent for anonymous calls. */
  userId?: string;
  /** When the request arrived; tools use it as "now" so answers are reproducible. */
  now: Date;
}
