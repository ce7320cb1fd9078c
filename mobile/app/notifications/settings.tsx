import { kitScreen } from '../../src/client-kit/screen';

const NotificationSettingsScreen = kitScreen((kit) => kit.NotificationSettingsScreen);

export default function NotificationSettingsRoute() {
  return <NotificationSettingsScreen />;
}
