import { kitScreen } from '../../src/client-kit/screen';

const GuaranteesListScreen = kitScreen((kit) => kit.GuaranteesListScreen);

export default function GuaranteesRoute() {
  return <GuaranteesListScreen />;
}
