/**
 * React Native's jest resolver, plus: domain and graph are written for NodeNext and import
 * `./x.js` meaning `./x.ts` (Metro gets the same mapping in metro.config.js).
 */
const presetResolver = require('@react-native/jest-preset/jest/resolver.js');

module.exports = (request, options) => {
  try {
    return presetResolver(request, options);
  } catch (error) {
    if (/^\.\.?\/.*\.js$/.test(request)) {
      return presetResolver(`${request.slice(0, -3)}.ts`, options);
    }
    throw error;
  }
};
