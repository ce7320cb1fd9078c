export const BUILD_ID = 'test-build';
