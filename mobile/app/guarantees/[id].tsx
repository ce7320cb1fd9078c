import { useLocalSearchParams } from 'expo-router';
import { GuaranteeDetailScreen } from '../../src/screens/GuaranteeDetailScreen';

export default function GuaranteeRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <GuaranteeDetailScreen id={id} />;
}
