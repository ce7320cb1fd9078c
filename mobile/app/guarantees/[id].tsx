import { useLocalSearchParams } from 'expo-router';
import { kitScreen } from '../../src/client-kit/screen';

const GuaranteeDetailScreen = kitScreen((kit) => kit.GuaranteeDetailScreen);

export default function GuaranteeRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <GuaranteeDetailScreen id={id} />;
}
