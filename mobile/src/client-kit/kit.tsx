import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { UpdateGate } from '../app-versions/UpdateGate';
import { PhotoUploadsProvider } from '../inspections/photo-uploads';
import { PushPrompt } from '../notifications/PushPrompt';
import { usePushTaps } from '../notifications/push-taps';
import { OfflineNotice } from '../offline/OfflineNotice';
import { OfflineProvider } from '../offline/OfflineProvider';

/**
 * Everything that runs on the Apollo client: the client itself, the providers over the navigator
 * (offline use, photo uploads, the update check), push taps and every signed-in screen. On a
 * phone it is part of the bundle (load-kit.ts); the web export loads it as one chunk of its own
 * when a session starts (load-kit.web.ts), so the sign-in screen, the web's first, loads none
 * of it. One chunk on purpose: the export puts whatever two chunks share into the chunk every
 * page loads.
 */
export { isTokenExpiring } from '@leiga/graph/client';
export { clearOfflineData, readLastUser, restoreSnapshot, saveLastUser } from '../offline/snapshot';
export { createAppClient } from '../session/client';
export { ContractDetailScreen } from '../screens/ContractDetailScreen';
export { ContractsListScreen } from '../screens/ContractsListScreen';
export { ConversationScreen } from '../screens/ConversationScreen';
export { GuaranteeDetailScreen } from '../screens/GuaranteeDetailScreen';
export { GuaranteesListScreen } from '../screens/GuaranteesListScreen';
export { InboxScreen } from '../screens/InboxScreen';
export { InspectionDefectsScreen } from '../screens/InspectionDefectsScreen';
export { InspectionReportScreen } from '../screens/InspectionReportScreen';
export { InspectionRoomScreen } from '../screens/InspectionRoomScreen';
export { InspectionsListScreen } from '../screens/InspectionsListScreen';
export { LoanDetailScreen } from '../screens/LoanDetailScreen';
export { LoansListScreen } from '../screens/LoansListScreen';
export { NotificationSettingsScreen } from '../screens/NotificationSettingsScreen';
export { NotificationsScreen } from '../screens/NotificationsScreen';
export { PaymentsScreen } from '../screens/PaymentsScreen';

/** Over the navigator, under the session: the client, offline use, photo uploads, the update check. */
export function ClientProviders({
  client,
  children,
}: {
  client: ApolloClient;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <OfflineProvider>
        <PhotoUploadsProvider>
          <UpdateGate>{children}</UpdateGate>
        </PhotoUploadsProvider>
      </OfflineProvider>
    </ApolloProvider>
  );
}

/**
 * Above the screens: a tapped push opens its screen (once someone is signed in); for a signed-in
 * user, the push explanation and the offline notice.
 */
export function ClientChrome({ isSignedIn }: { isSignedIn: boolean }) {
  usePushTaps(isSignedIn);
  if (!isSignedIn) return null;
  return (
    <>
      <PushPrompt />
      <OfflineNotice />
    </>
  );
}
