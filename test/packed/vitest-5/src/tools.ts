"use tools";
import type { Int, Min, Max } from "unplugin-toolcall/types";

/**
 * Get the daily forecast for a city.
 * @param city City name.
 * @param days How many days ahead.
 */
export function forecast(city: string, days: Int & Min<1> & Max<14> = 3) {
  return { city, days };
}
