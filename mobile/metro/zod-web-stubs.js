// Stands in, in the web export, for two zod modules its `z` namespace drags in and nothing in the
// app or in domain/ calls: the schema compiler (`z.compile`, `z.withParser`, about 30 KB) and
// `z.fromJSONSchema` (about 12 KB). Parsing never goes through either. Wired in metro.config.js.
function unavailable(name) {
  return () => {
    throw new Error(`zod's ${name} is left out of the web export (mobile/metro/zod-web-stubs.js)`);
  };
}

export const INVALID = Symbol.for('zod.compile.invalid');
export class ZodCompileAsyncError extends Error {}
export class ZodCompileUnsupportedError extends Error {}
export const compile = unavailable('compile');
export const compileFn = unavailable('compile');
export const withParser = unavailable('withParser');
export const fromJSONSchema = unavailable('fromJSONSchema');
