import { useLocalSearchParams } from 'expo-router';
import { kitScreen } from '../../../src/client-kit/screen';

const InspectionReportScreen = kitScreen((kit) => kit.InspectionReportScreen);

export default function InspectionReportRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <InspectionReportScreen id={id} />;
}
