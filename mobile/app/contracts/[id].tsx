import { useLocalSearchParams } from 'expo-router';
import { kitScreen } from '../../src/client-kit/screen';

const ContractDetailScreen = kitScreen((kit) => kit.ContractDetailScreen);

export default function ContractRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <ContractDetailScreen id={id} />;
}
