import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/** Every folder in web/src/features is a feature; a new one is covered by the zones below. */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The router's own modules: they import every page, so no feature may import them. */
const ROUTER_INTERNALS = [
  './web/src/app/routes.ts',
  './web/src/app/router.tsx',
  './web/src/app/guard.ts',
  './web/src/app/lazy.ts',
  './web/src/app/RootShell.tsx',
  './web/src/app/layouts/LayoutOutlet.tsx',
];

/** Shared web code: primitives, the shell, layouts, links and session. It imports no feature. */
const SHARED_WEB = [
  './web/src/ui',
  './web/src/lib',
  './web/src/shell',
  './web/src/theme',
  './web/src/i18n',
  './web/src/test',
  './web/src/config.ts',
  './web/src/app/layouts',
  './web/src/app/paths.ts',
  './web/src/app/links.tsx',
  './web/src/app/context.ts',
  './web/src/app/session.ts',
  './web/src/app/tokens.ts',
  './web/src/app/apollo.ts',
  './web/src/app/lazy.ts',
];

const APPS = ['api', 'graph', 'web', 'server', 'mobile'];

/** Import zones (ARCHITECTURE.md): which source may not import which. */
const zones = [
  // Features do not import each other: routes (web/src/app/routes.ts) compose them.
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in web/src/app/routes.ts.',
  })),
  {
    target: './web/src/features',
    from: ROUTER_INTERNALS,
    message: 'Features link with web/src/app/paths.ts and RouteLink, not the router.',
  },
  {
    target: SHARED_WEB,
    from: './web/src/features',
    message: 'Shared code (ui, shell, layouts, links) imports no feature.',
  },
  // No app imports another app's source (tests may start a real api: only src is checked).
  // web and mobile use graph's client kit through its package export @leiga/graph/client; graph
  // reads the api's response types (its REST contract, type-only) through @leiga/api/contract.
  ...APPS.filter((app) => app !== 'server').map((app) => ({
    target: `./${app}/src`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    except:
      { web: ['./src/client'], mobile: ['./src/client'], graph: ['./src/contract.ts'] }[app] ?? [],
    message: "No app imports another app's source (ARCHITECTURE.md: dependencies point one way).",
  })),
  {
    target: './domain/src',
    from: APPS.map((app) => `./${app}`),
    message: 'domain is pure: it imports nothing but zod.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'data/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.expo/**',
      '**/__generated__/**',
      'api/src/db/migrations/**',
      'web/test-results/**',
      'web/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // eslint-import-resolver-typescript 3.6 (enhanced-resolve): later versions need native
      // resolver bindings for every platform, which this machine's registry does not all carry.
      'import-x/resolver': {
        typescript: {
          project: ['domain', 'api', 'graph', 'web', 'server', 'mobile'].map(
            (p) => `${p}/tsconfig.json`,
          ),
        },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Import cycles are refused by scripts/check-import-cycles.ts (part of `npm run lint`):
      // import-x/no-cycle searched the graph again from every import, 124 of lint's 156 s.
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'mobile/src/**/*.{ts,tsx}', 'mobile/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A failing toBeNull on an element pretty-prints its whole fiber: seconds per retry of a
    // waitFor, which starve the app's own requests on the same thread. RNTL's matcher prints it
    // briefly. (This is why photo deletion timed out on CI's loaded cores.)
    files: ['mobile/test/**/*.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='waitFor'] CallExpression[callee.property.name='toBeNull']",
          message:
            'Inside waitFor, wait for an element to go with .not.toBeOnTheScreen() (mobile) or .not.toBeInTheDocument() (web): a failing toBeNull prints the whole element tree on every retry.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Expo's, Metro's and jest's config files and jest's setup hooks are CommonJS.
    files: ['mobile/*.js', 'mobile/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
