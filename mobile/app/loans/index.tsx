import { kitScreen } from '../../src/client-kit/screen';

const LoansListScreen = kitScreen((kit) => kit.LoansListScreen);

export default function LoansRoute() {
  return <LoansListScreen />;
}
