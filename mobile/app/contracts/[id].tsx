import { useLocalSearchParams } from 'expo-router';
import { ContractDetailScreen } from '../../src/screens/ContractDetailScreen';

export default function ContractRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <ContractDetailScreen id={id} />;
}
