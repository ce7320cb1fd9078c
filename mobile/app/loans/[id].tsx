import { useLocalSearchParams } from 'expo-router';
import { LoanDetailScreen } from '../../src/screens/LoanDetailScreen';

export default function LoanRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <LoanDetailScreen id={id} />;
}
