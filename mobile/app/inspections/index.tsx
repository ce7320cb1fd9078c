import { kitScreen } from '../../src/client-kit/screen';

const InspectionsListScreen = kitScreen((kit) => kit.InspectionsListScreen);

export default function InspectionsRoute() {
  return <InspectionsListScreen />;
}
