// Stands in for zod's `locales` namespace (every language's error messages, about 500 KB):
// nothing in the app or in domain/ reads `z.locales`; zod's own English default is imported
// directly by its schemas and stays. Wired in metro.config.js.
export {};
