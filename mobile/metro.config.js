const path = require('node:path');
const { getDefaultConfig } = require('expo/metro-config');

const config = getDefaultConfig(__dirname);

// Text as UTF-8, not \uXXXX escapes: the Ukrainian catalogue of the web export is then 75 KB
// rather than 170 (19 gzipped rather than 24). Browsers read the scripts as the page's UTF-8, and
// Hermes reads UTF-8 source.
config.transformer.minifierConfig = {
  ...config.transformer.minifierConfig,
  output: { ...config.transformer.minifierConfig?.output, ascii_only: false },
};

/** Workspace sources written for NodeNext import `./x.js` meaning `./x.ts`. */
const WORKSPACE_SOURCES = [path.join('domain', 'src'), path.join('graph', 'src')].map(
  (dir) => path.resolve(__dirname, '..', dir) + path.sep,
);
const TSLIB_ESM = require.resolve('tslib/tslib.es6.mjs');
const ZOD_DIR = path.dirname(require.resolve('zod/package.json')) + path.sep;
const ZOD_NO_LOCALES = path.join(__dirname, 'metro', 'zod-no-locales.js');
const NO_PUSH_ON_WEB = path.join(__dirname, 'metro', 'no-push-on-web.js');
const ZOD_WEB_STUBS = path.join(__dirname, 'metro', 'zod-web-stubs.js');

config.resolver.resolveRequest = (context, moduleName, platform) => {
  // tslib's CommonJS main crashes the static web export; its ES module does not.
  if (moduleName === 'tslib') return { type: 'sourceFile', filePath: TSLIB_ESM };
  // zod re-exports all its locales; the app never uses them (see metro/zod-no-locales.js).
  if (
    /^\.\.\/locales\/index\.c?js$/.test(moduleName) &&
    context.originModulePath.startsWith(ZOD_DIR)
  ) {
    return { type: 'sourceFile', filePath: ZOD_NO_LOCALES };
  }
  // zod's compiler and JSON Schema import, unused, stay out of the web export: see the stub.
  if (
    platform === 'web' &&
    /^\.\/(compile|from-json-schema)\.c?js$/.test(moduleName) &&
    context.originModulePath.startsWith(ZOD_DIR)
  ) {
    return { type: 'sourceFile', filePath: ZOD_WEB_STUBS };
  }
  // The web gets no push: see metro/no-push-on-web.js.
  if (platform === 'web' && moduleName === 'expo-notifications') {
    return { type: 'sourceFile', filePath: NO_PUSH_ON_WEB };
  }
  const fromWorkspace = WORKSPACE_SOURCES.some((dir) => context.originModulePath.startsWith(dir));
  if (fromWorkspace && moduleName.startsWith('.') && moduleName.endsWith('.js')) {
    try {
      return context.resolveRequest(context, `${moduleName.slice(0, -3)}.ts`, platform);
    } catch {
      // A real .js file: fall through.
    }
  }
  return context.resolveRequest(context, moduleName, platform);
};

module.exports = config;
