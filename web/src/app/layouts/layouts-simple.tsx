import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './SiteFooter';
import { Logo, SiteHeader, SkipLink } from './SiteHeader';
import { LanguageMenu, ThemeMenu } from './header-controls';

function Main({ className = '', children }: { className?: string; children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`outline-none ${className}`}>
      {children ?? <Outlet />}
    </main>
  );
}

function MinimalHeader() {
  return (
    <header className="mx-auto flex h-16 w-full max-w-7xl items-center px-4 sm:px-6">
      <Logo />
      <div className="ml-auto flex items-center gap-1">
        <LanguageMenu />
        <ThemeMenu />
      </div>
    </header>
  );
}

export function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <Main className="flex-1" />
      <SiteFooter />
    </div>
  );
}

export function ProductLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <Main className="flex-1 [&>section:nth-child(even)]:bg-surface-sunken" />
      <SiteFooter />
    </div>
  );
}

/** Wizards and viewers: the whole screen, no header or footer. */
export function FullScreenLayout() {
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <Main className="min-h-dvh" />
    </div>
  );
}

function CenterLayout({ width }: { width: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader showNav={false} />
      <Main className={`mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-12 ${width}`} />
      <SiteFooter />
    </div>
  );
}

export const XlCenterLayout = () => <CenterLayout width="max-w-6xl" />;
export const MdCenterLayout = () => <CenterLayout width="max-w-3xl" />;

/** Sign-in and password forms: one card in the middle of the page. */
export function SmCenterLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken">
      <SkipLink />
      <MinimalHeader />
      <Main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </Main>
    </div>
  );
}

/** Invitations to an organization, a contract or a guarantee. */
export function InvitationLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-surface dark:from-brand-900 dark:to-surface">
      <SkipLink />
      <MinimalHeader />
      <Main className="mx-auto w-full max-w-lg flex-1 px-4 py-10">
        <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </Main>
    </div>
  );
}

/** A short message: account deleted, e-mail confirmed. */
export function InformLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <MinimalHeader />
      <Main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-12 text-center" />
    </div>
  );
}

export { Main };
