/**
 * jest-expo under both platform presets (ios and android): every test runs twice, against one
 * real api + graph that the global setup starts.
 */
const ios = require('jest-expo/ios/jest-preset');
const android = require('jest-expo/android/jest-preset');

const TRANSFORMED = ['@shopify/flash-list', '@apollo/client', 'i18next', 'react-i18next', 'rxjs'];

function project({ watchPlugins: _unusedInProjects, ...preset }, name) {
  return {
    ...preset,
    displayName: name,
    rootDir: __dirname,
    testMatch: ['<rootDir>/test/**/*.test.tsx'],
    resolver: '<rootDir>/test/resolver.cjs',
    setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    // The preset's list of packages to transform, plus the ES-module ones the app uses.
    transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules/(?!(')
        ? pattern.replace('(?!(', `(?!(${TRANSFORMED.join('|')}|`)
        : pattern,
    ),
  };
}

module.exports = {
  globalSetup: '<rootDir>/test/stack/global-setup.cjs',
  globalTeardown: '<rootDir>/test/stack/global-teardown.cjs',
  testTimeout: 60_000,
  projects: [project(ios, 'ios'), project(android, 'android')],
};
