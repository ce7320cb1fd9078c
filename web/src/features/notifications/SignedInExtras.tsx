import { NotificationBell } from './NotificationBell';
import { TermsGate } from './TermsGate';

/** What the header adds for a signed-in user: the bell, and the terms dialog when it is due. */
export function SignedInExtras() {
  return (
    <>
      <NotificationBell />
      <TermsGate />
    </>
  );
}
