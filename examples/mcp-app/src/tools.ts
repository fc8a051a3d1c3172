import type { Int, Max, Min } from "unplugin-toolcall/types";

export interface DayForecast {
  /** Days from today: 0 is today. */
  day: number;
  /** °C */
  high: number;
  /** °C */
  low: number;
}

export interface Forecast {
  city: string;
  days: DayForecast[];
}

/**
 * The forecast of a city for the next few days: a table in an MCP Apps host.
 * @tool
 * @ui ./forecast.html
 * @uiBorder true
 * @readonly
 * @param city - City name, e.g. "Paris".
 * @param days - How many days, 1 to 7.
 */
export function forecast(city: string, days: Int & Min<1> & Max<7> = 3): Forecast {
  // Made-up but stable numbers: the example needs no network.
  const base = [...city].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 15;
  return { city, days: Array.from({ length: days }, (_, day) => ({ day, high: base + 10 + (day % 3), low: base + 2 + (day % 2) })) };
}
