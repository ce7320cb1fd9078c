import { kitScreen } from '../../src/client-kit/screen';

const InboxScreen = kitScreen((kit) => kit.InboxScreen);

export default function InboxRoute() {
  return <InboxScreen />;
}
