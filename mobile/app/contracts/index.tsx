import { kitScreen } from '../../src/client-kit/screen';

const ContractsListScreen = kitScreen((kit) => kit.ContractsListScreen);

export default function ContractsRoute() {
  return <ContractsListScreen />;
}
