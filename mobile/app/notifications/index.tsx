import { kitScreen } from '../../src/client-kit/screen';

const NotificationsScreen = kitScreen((kit) => kit.NotificationsScreen);

export default function NotificationsRoute() {
  return <NotificationsScreen />;
}
