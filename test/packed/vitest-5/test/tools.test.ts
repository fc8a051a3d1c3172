import { dispatch, tools } from "virtual:tools";
import { expect, it } from "vitest";

it("lists the tools module's functions", () => {
  expect(tools.map((tool) => tool.name)).toEqual(["forecast"]);
});

it("dispatches a call, applying the default", async () => {
  expect(await dispatch("forecast", { city: "Porto" })).toEqual({ ok: true, value: { city: "Porto", days: 3 } });
});

it("takes the JSON text a model sends and refuses what breaks a constraint", async () => {
  expect(await dispatch("forecast", '{"city":"Porto","days":2}')).toEqual({ ok: true, value: { city: "Porto", days: 2 } });
  const refused = await dispatch("forecast", { city: "Porto", days: 20 });
  expect(refused.ok).toBe(false);
  expect(refused.ok ? "" : refused.error.message).toContain("days: expected an integer >= 1 and <= 14, received 20");
});
