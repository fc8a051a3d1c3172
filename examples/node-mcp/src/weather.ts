"use tools";
import type { Int, Min, Max } from "unplugin-toolcall/types";

/** A temperature unit: "c" for Celsius, "f" for Fahrenheit. */
export type Unit = "c" | "f";

/** What `forecast` returns. */
export interface Forecast {
  city: string;
  days: number;
  unit: Unit;
}

/**
 * Get the daily forecast for a city.
 * @param city City name, e.g. "Lisbon".
 * @param days How many days ahead, today included.
 */
export async function forecast(city: string, days: Int & Min<1> & Max<14> = 3, unit: Unit = "c"): Promise<Forecast> {
  return { city, days, unit };
}
