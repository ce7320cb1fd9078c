/** Expo's preset; jest-expo's platform presets read this too. */
module.exports = function babelConfig(api) {
  api.cache(true);
  return { presets: ['babel-preset-expo'] };
};
