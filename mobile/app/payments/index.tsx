import { kitScreen } from '../../src/client-kit/screen';

const PaymentsScreen = kitScreen((kit) => kit.PaymentsScreen);

export default function PaymentsRoute() {
  return <PaymentsScreen />;
}
