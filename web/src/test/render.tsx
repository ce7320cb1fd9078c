import type { ApolloClient } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { Locale } from '@leiga/domain';
import { createGraphCache } from '@leiga/graph/client';
import { render, type RenderResult } from '@testing-library/react';
import type { Resource } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionContext } from '../app/context';
import { Session, type SessionUser } from '../app/session';
import { createTestI18n } from '../i18n/i18n';
import { WEB_NAMESPACES, type MessageNamespace } from '@leiga/domain/locales/namespaces.ts';

const files = import.meta.glob<Record<string, unknown>>('../../../domain/src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The real catalogues, as the app gets them from /_i18n. */
export function loadResources(): Resource {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, messages] of Object.entries(files)) {
    const [, locale, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (!locale || !ns || !WEB_NAMESPACES.includes(ns as MessageNamespace)) continue;
    (resources[locale] ??= {})[ns] = messages;
  }
  return resources as Resource;
}

export const TENANT: SessionUser = {
  __typename: 'User',
  id: '1',
  fullName: 'Anna Sigurðardóttir',
  email: 'anna@leiga.is',
  isStaff: false,
  userType: 'TENANT',
  primaryLanguage: { __typename: 'PrimaryLanguage', code: 'IS' },
};

export const LANDLORD: SessionUser = {
  __typename: 'User',
  id: '2',
  fullName: 'Jón Guðmundsson',
  email: 'jon@leiga.is',
  isStaff: false,
  userType: 'LANDLORD',
  primaryLanguage: { __typename: 'PrimaryLanguage', code: 'IS' },
};

type Options = {
  path?: string;
  locale?: Locale;
  user?: SessionUser | null;
  mocks?: MockedResponse[];
  routes?: RouteObject[];
};

export type Rendered = RenderResult & {
  session: Session;
  router: ReturnType<typeof createMemoryRouter>;
};

/** Renders a component inside i18n, Apollo mocks, a session and a memory router. */
export async function renderWithApp(ui: ReactElement, options: Options = {}): Promise<Rendered> {
  const { path = '/', locale = 'en', user = null, mocks = [], routes = [] } = options;
  const i18n = await createTestI18n(locale, loadResources());
  const session = new Session(async () => ({}) as ApolloClient);
  if (user) session.signIn('token', user);
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], {
    initialEntries: [path],
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={createGraphCache()}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </MockedProvider>
    </I18nextProvider>,
  );
  return { ...result, session, router };
}
