import { useLocalSearchParams } from 'expo-router';
import { kitScreen } from '../../src/client-kit/screen';

const LoanDetailScreen = kitScreen((kit) => kit.LoanDetailScreen);

export default function LoanRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <LoanDetailScreen id={id} />;
}
