import { useLocalSearchParams } from 'expo-router';
import { InspectionReportScreen } from '../../../src/screens/InspectionReportScreen';

export default function InspectionReportRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <InspectionReportScreen id={id} />;
}
