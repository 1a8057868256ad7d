/** An object as JSON.parse makes one (or `Object.create(null)`): what the hand readers vouch for; anything else is the schema's to judge. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};
