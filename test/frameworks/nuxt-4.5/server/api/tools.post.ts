import { dispatch } from "virtual:tools";

export default defineEventHandler(async (event) => {
  const { name, args } = await readBody<{ name: string; args: string }>(event);
  return dispatch(name, args);
});
