"use tools";
/**
 * Weather and places: every exported function of this module is a tool
 * (the `"use tools"` directive above), unless it says `@tool false`.
 *
 * The data is made up but deterministic (derived from the arguments), so the
 * playground needs no network and its demo prints the same thing every run.
 */
import type { Int, Max, Min } from "unplugin-toolcall/types";
import type { DailyForecast, Forecast, Place, PlaceSearch, TemperatureUnit } from "./types.js";

/**
 * Get the daily weather forecast for a city.
 * @param city City name, optionally with a country, e.g. "Lisbon, PT".
 * @param days How many days ahead, today included.
 */
export function forecast(city: string, days: Int & Min<1> & Max<14> = 3, unit: TemperatureUnit = "c"): Forecast {
  const seed = hashText(city.toLowerCase());
  const start = Date.UTC(2026, 0, 1);
  const daily: DailyForecast[] = [];
  for (let day = 0; day < days; day++) {
    const celsius = 8 + ((seed >>> day % 16) % 18);
    const summaries = ["sunny", "cloudy", "rain", "snow"] as const;
    const summary = summaries[(seed + day) % (celsius < 10 ? 4 : 3)];
    daily.push({
      date: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
      low: toUnit(celsius - 5, unit),
      high: toUnit(celsius + 3, unit),
      rainChance: summary === "rain" ? 70 + (seed % 30) : (seed + day * 7) % 40,
      summary,
    });
  }
  return { city, unit, days: daily };
}

/**
 * Search for places (cafes, museums, parks, restaurants) near the user.
 * @param search.query What to look for, in the user's words.
 */
export async function searchPlaces({ query, kind, limit = 5, openNow = false }: PlaceSearch): Promise<Place[]> {
  const kinds = kind ? [kind] : (["cafe", "museum", "park", "restaurant"] as const);
  const words = query.trim().split(/\s+/);
  const places: Place[] = [];
  for (let i = 0; places.length < limit && i < 40; i++) {
    const placeKind = kinds[i % kinds.length];
    const open = (hashText(query) + i) % 3 !== 0;
    if (openNow && !open) continue;
    const word = words[i % words.length];
    places.push({
      name: `${capitalise(word)} ${capitalise(placeKind)} #${i + 1}`,
      kind: placeKind,
      rating: 3 + ((hashText(word) + i) % 21) / 10,
      openNow: open,
    });
  }
  return places;
}

/**
 * Convert a Celsius temperature to the requested unit. A helper for other
 * modules, kept away from the model.
 * @tool false
 */
export function toUnit(celsius: number, unit: TemperatureUnit): number {
  return unit === "c" ? celsius : Math.round((celsius * 9) / 5 + 32);
}

/** Not exported, so never a tool, even in a "use tools" module. */
function hashText(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
